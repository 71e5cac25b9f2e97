/**
 * The customer's own page, sketched: a picture, two lines of text and two cards, in the grey of
 * content that is not ours. Beside the widget in the home page's mockup and the how-it-works
 * walkthrough, where it stands for "your website".
 */
export function PageSketch() {
  return (
    <>
      <div className="h-24 rounded-xl bg-gradient-to-br from-slate-100 to-slate-50" />
      <div className="h-3 w-4/5 rounded-full bg-slate-200" />
      <div className="h-3 w-3/5 rounded-full bg-slate-100" />
      <div className="grid grid-cols-2 gap-2 pt-2">
        <div className="h-16 rounded-lg bg-slate-100" />
        <div className="h-16 rounded-lg bg-slate-100" />
      </div>
    </>
  );
}
