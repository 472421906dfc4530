// The widget's only CSS, scoped by its shadow root. The page's own rules reach the container
// (the shadow host) and win over `:host`, so a page styling it (`body * { font: … !important;
// visibility: hidden }`) would pass all that down. `all: initial` on the frame, the shadow root's
// one element (frame.ts), cuts off what it would inherit; each rule below then sets what it
// needs. The frame holds the showcase and every dialog, so the look's variables (look.ts) set on
// it reach them all. Colours meet WCAG AA whatever the accent: text 4.5:1, borders and focus
// rings 3:1 (the ring on a white halo, so it also shows on a dark page).
export const STYLES = `
:host{all:initial;display:block}
.vitrina{all:initial;display:block;box-sizing:border-box;font:15px/1.4 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2937}
*{box-sizing:border-box;font:inherit;color:inherit;margin:0}
[hidden]{display:none!important}
button{cursor:pointer;border:1px solid var(--ink);border-radius:8px;padding:8px 14px;background:#fff;color:var(--ink)}
:focus-visible{outline:2px solid var(--ring);outline-offset:2px;box-shadow:0 0 0 2px #fff}
.buy,.send,[aria-pressed=true]{background:var(--accent);color:var(--on-accent)}
button:disabled{cursor:default;border-color:#9ca3af;background:#f3f4f6;color:#4b5563}
.stock{color:#b91c1c;font-weight:600}
.filter{display:flex;flex-wrap:wrap;gap:8px;margin-bottom:16px}
.grid{display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(min(100%,max(220px,calc((100% - (var(--columns) - 1)*16px)/var(--columns)))),1fr))}
.card{display:flex;flex-direction:column;gap:8px;padding:12px;border:1px solid #e5e7eb;border-radius:12px;background:#fff}
.card .photo,.card .open{display:block;width:100%;padding:0;border:0;background:none;color:inherit;text-align:inherit}
.card .open:hover{text-decoration:underline}
.card img,.nophoto{display:block;width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:8px;background:#f3f4f6}
h2,h3{font-weight:600}
h2{font-size:18px}
ul{padding:0;list-style:none;font-size:13px;color:#4b5563}
.price{display:flex;flex-wrap:wrap;gap:8px;align-items:baseline;margin-top:auto}
.price b{font-weight:700;font-size:17px}
.price s{color:#6b7280}
.discount{color:#fff;background:#dc2626;border-radius:6px;padding:0 6px;font-size:13px}
.more{display:block;margin:16px auto 0}
.overlay{position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;padding:12px;background:rgba(0,0,0,.5)}
[role=dialog]{position:relative;display:flex;flex-direction:column;width:100%;max-width:440px;max-height:100%;overflow:hidden;border-radius:12px;background:#fff}
.head{flex:none;display:flex;align-items:center;gap:8px;padding:10px 10px 10px 20px;border-bottom:1px solid #e5e7eb}
.head h2{flex:1}
.close{border:0;padding:4px 10px;font-size:24px;line-height:1;color:#1f2937}
form{flex:1 1 auto;min-height:0;display:flex;flex-direction:column}
.body{flex:1 1 auto;min-height:0;overflow:auto;overscroll-behavior:contain;display:flex;flex-direction:column;gap:16px;padding:16px 20px}
.footer{flex:none;display:flex;flex-direction:column;padding:12px 20px 16px;border-top:1px solid #e5e7eb}
.footer [role=alert]:not(:empty){margin-bottom:8px}
.send{padding:12px;font-weight:600}
.summary,.field{display:flex;flex-direction:column;gap:6px}
.summary .price{margin:0}
label{font-size:14px;font-weight:600}
input,textarea{display:block;width:100%;border:1px solid #6b7280;border-radius:8px;padding:10px;background:#fff}
textarea{resize:vertical}
[aria-invalid=true]{border-color:#dc2626}
.stepper{display:flex;align-items:center;gap:8px}
.stepper input{width:80px;text-align:center}
.stepper button{width:40px;height:40px;padding:0;font-size:20px;border-color:#6b7280;color:#1f2937}
.total{font-weight:600}
.error{color:#dc2626;font-size:13px}
.hint{color:#4b5563;font-size:13px}
.field .error:empty,.total:empty{display:none}
.consent{display:flex;gap:8px;align-items:flex-start;font-size:13px;font-weight:400}
.consent input{flex:none;width:18px;height:18px;margin:0}
.policy{margin-left:26px;font-size:13px;color:var(--ink)}
.next{white-space:pre-wrap}
.trap{position:absolute;left:-9999px}
.sent{font-size:18px;font-weight:600}
`;
