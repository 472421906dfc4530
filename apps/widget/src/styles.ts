// The widget's only CSS, scoped by its shadow root. The page's own rules reach the container
// (the shadow host) and win over `:host`, so a page styling it (`body * { font: … !important;
// visibility: hidden }`) would pass all that down. `all: initial` on the shadow root's top
// elements (the showcase, the dialog's overlay) cuts off what they would inherit; each rule below
// then sets what it needs.
export const STYLES = `
:host{all:initial;display:block}
.showcase,.overlay{all:initial;display:block;box-sizing:border-box;font:15px/1.4 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2937}
*{box-sizing:border-box;font:inherit;color:inherit;margin:0}
[hidden]{display:none!important}
button{cursor:pointer;border:1px solid var(--accent);border-radius:8px;padding:8px 14px;background:#fff;color:var(--accent)}
button:focus-visible,input:focus-visible,textarea:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.buy,.send{background:var(--accent);color:#fff}
.filter{display:flex;flex-wrap:wrap;gap:8px;margin-bottom:16px}
.filter [aria-pressed=true]{background:var(--accent);color:#fff}
.grid{display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(min(100%,max(220px,calc((100% - (var(--columns) - 1)*16px)/var(--columns)))),1fr))}
.card{display:flex;flex-direction:column;gap:8px;padding:12px;border:1px solid #e5e7eb;border-radius:12px;background:#fff}
.card img,.nophoto{width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:8px;background:#f3f4f6}
h2,h3{font-weight:600}
ul{padding:0;list-style:none;font-size:13px;color:#4b5563}
.price{display:flex;flex-wrap:wrap;gap:8px;align-items:baseline;margin-top:auto}
.price b{font-weight:700;font-size:17px}
.price s{color:#6b7280}
.discount{color:#fff;background:#dc2626;border-radius:6px;padding:0 6px;font-size:13px}
.more{display:block;margin:16px auto 0}
.overlay{position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;padding:12px;background:rgba(0,0,0,.5)}
[role=dialog]{position:relative;width:100%;max-width:440px;max-height:100%;overflow:auto;padding:20px;border-radius:12px;background:#fff;display:flex;flex-direction:column;gap:12px}
.close{position:absolute;top:8px;right:8px;border:0;font-size:20px;line-height:1;padding:6px}
label{display:flex;flex-direction:column;gap:4px;font-size:14px}
label.consent{flex-direction:row;align-items:flex-start;font-size:12px}
input,textarea{border:1px solid #d1d5db;border-radius:8px;padding:8px;background:#fff}
[aria-invalid=true]{border-color:#dc2626}
.stepper{display:flex;align-items:center;gap:8px}
.stepper input{width:72px;text-align:center}
.error{color:#dc2626;font-size:13px}
.hint{color:#6b7280;font-size:12px}
.trap{position:absolute;left:-9999px}
`;
