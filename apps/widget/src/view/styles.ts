// The product view's CSS, in its chunk: appended with the view's content, so widget.js carries
// none of it. Every rule sits under `.view`; the widget's own rules (styles.ts) give the overlay,
// the dialog's head, scrolling body and footer, the buttons, focus rings and the price block.
export const VIEW_STYLES = `
.view[role=dialog]{max-width:960px}
.view .stage{position:relative;touch-action:pan-y;user-select:none;-webkit-user-select:none}
.view .stage img{display:block;width:100%;aspect-ratio:4/3;object-fit:contain;border-radius:8px;background:#f3f4f6}
.view .arrow{position:absolute;top:50%;width:44px;height:44px;margin-top:-22px;padding:0 0 4px;border:1px solid #6b7280;border-radius:50%;background:#fff;color:#1f2937;font-size:28px;line-height:1}
.view .prev{left:8px}
.view .next{right:8px}
.view .counter{margin-top:8px;text-align:center;font-size:13px;color:#4b5563}
.view .details{display:flex;flex-direction:column;gap:12px}
.view .details ul{display:flex;flex-direction:column;gap:4px;font-size:14px}
.view .text{white-space:pre-line;overflow-wrap:anywhere}
.view .footer{gap:10px}
.view .footer .price{margin:0}
.view .footer .buy{padding:12px 28px;font-weight:600}
@media (min-width:720px){.view .body{display:grid;grid-template-columns:minmax(0,1.15fr) minmax(0,1fr);align-content:start;gap:24px}.view .gallery{position:sticky;top:0;align-self:start}.view .footer{flex-direction:row;align-items:center;justify-content:space-between}}
`;
