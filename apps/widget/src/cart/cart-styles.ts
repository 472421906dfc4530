// The cart's own CSS, over the widget's (styles.ts): the floating button in its corner, the
// announcement beside it, and the drawer's count and lines; every control at least 44 px.
export const CART_STYLES = `
.fab,.toast{position:fixed;z-index:2147483646;margin:16px}
.fab{min-height:48px;padding:12px 18px;border-radius:24px;font-weight:600;background:var(--accent);color:var(--on-accent);box-shadow:0 4px 12px rgba(0,0,0,.25)}
.bottom-right{right:0;bottom:0}.bottom-left{left:0;bottom:0}.top-right{right:0;top:0}.top-left{left:0;top:0}
.toast:not(:empty){display:flex;gap:12px;align-items:center;padding:12px 16px;border-radius:12px;background:#1f2937;color:#fff;margin-bottom:76px}
.top-right.toast,.top-left.toast{margin:76px 16px 0}
.toast button{min-height:44px;border-color:#fff;background:#fff;color:#1f2937}
.lines{display:flex;flex-direction:column;gap:12px;font-size:15px;color:inherit}
.line{display:grid;grid-template-columns:56px 1fr auto;gap:4px 10px;align-items:start}
.line>img,.line>.nophoto,.line>div{grid-row:span 2}
.line>.remove{grid-column:3;grid-row:1;justify-self:end}
.line>b{grid-column:3;grid-row:2;align-self:end;margin-bottom:11px;white-space:nowrap}
.line img,.line .nophoto{width:56px;height:56px;object-fit:cover;border-radius:8px;background:#f3f4f6}
.line .stepper{margin-top:6px;gap:4px}
.line .stepper button{width:44px;height:44px}
.line .stepper input{width:56px;height:44px;padding:0 4px}
.remove{width:44px;height:44px;padding:0;border:0;font-size:22px;color:#1f2937}
.cart .footer{gap:10px}
.cart .close{min-width:44px;min-height:44px}
.count{padding:12px 20px 0;font-weight:600}
@media (max-width:480px){.overlay{padding:0}.cart{max-width:none;height:100%;border-radius:0}}
`;
