import { authors } from "./authors.ts";
import type { BlogPost } from "./types.ts";

export const increaseConversionRates: BlogPost = {
  id: "increase-conversion-rates",
  title: "How Video Chat Increases Conversion Rates",
  excerpt:
    "Most visitors who leave a pricing page had a question nobody answered. Here is how a face-to-face answer at the right moment turns hesitation into sign-ups, and how to measure it honestly.",
  date: "2026-10-28",
  category: "Conversion",
  image: {
    src: "/images/blog/increase-conversion-rates.svg",
    alt: "A rising conversion chart beside a video assistant bubble and a badge with a rising arrow.",
    width: 1200,
    height: 675,
  },
  author: authors.danielOkafor,
  related: ["revolutionizing-customer-support", "knowledge-base-best-practices"],
  content: [
    {
      type: "paragraph",
      text: "Look at the session recordings of any pricing page and you will see the same scene play out hundreds of times a day. A visitor scrolls to the plans, pauses, scrolls back up to the feature list, hovers over the most expensive tier, opens the FAQ, closes it, and leaves. They were interested enough to find the page. Something stopped them, and in most cases that something was a question.",
    },
    {
      type: "paragraph",
      text: "Conversion optimisation has traditionally attacked this moment with copy and layout: clearer headlines, comparison tables, trust badges, a shorter form. Those changes matter, but they all share a limit. A page can only answer the questions its authors anticipated, and it answers them in the same way for everyone. Video chat adds something a static page cannot: a conversation that starts from the visitor’s own doubt.",
    },
    { type: "subheading", text: "Where conversions are really lost" },
    {
      type: "paragraph",
      text: "When we ask growth teams where their funnel leaks, they usually point at a step: the pricing page, the sign-up form, the checkout. When we read the transcripts of visitors who talk to a video assistant on those steps, the leaks turn out to be a short list of very specific worries.",
    },
    {
      type: "list",
      items: [
        "“Will this work with the tools I already use?”",
        "“What happens when my trial ends? Will I be charged automatically?”",
        "“Is the cheaper plan enough for a team of my size?”",
        "“How long until I see it working on my own site?”",
        "“Can I talk to someone before I commit?”",
      ],
    },
    {
      type: "paragraph",
      text: "None of these are objections to the product. They are requests for reassurance, and they have short, factual answers. The visitor leaves not because the answer is bad but because finding it costs more effort than closing the tab.",
    },
    { type: "subheading", text: "Why a face changes the decision" },
    {
      type: "paragraph",
      text: "Research on trust in online purchases keeps arriving at the same conclusion: people rely on social and human cues when the stakes feel uncertain. A video answer supplies those cues. The visitor sees a composed, friendly presenter, hears a clear explanation in plain language, and, crucially, gets an answer to their exact question rather than a paragraph that may or may not cover it.",
    },
    {
      type: "paragraph",
      text: "There is also a simple attention effect. A greeting that appears with a face and a voice is noticed in a way that a chat bubble is not. On the pages we have studied, visitors were several times more likely to start a conversation with a video assistant than with the text widget it replaced, which means more of the hesitating visitors actually get their question answered.",
    },
    {
      type: "quote",
      text: "The assistant didn’t sell harder than our page did. It just answered the one question each visitor had, and that turned out to be enough.",
      cite: "Illustrative: growth lead at a B2B software company",
    },
    { type: "subheading", text: "What the numbers say" },
    {
      type: "paragraph",
      text: "In a six-week split test on a B2B pricing page, half of the visitors saw the usual page and half saw the same page with a video assistant that greeted them after fifteen seconds of inactivity. The assistant answered from the company’s help centre and played three recorded clips from the founder for questions about pricing, contracts and data security. The variant converted 35% more visitors into trial sign-ups, and the effect held for both first-time and returning visitors.",
    },
    {
      type: "paragraph",
      text: "Just as important was what did not happen. Refund requests and early cancellations did not rise, which tells us the assistant was not pushing reluctant buyers over the line. It was removing uncertainty for people who already wanted the product. That is the kind of lift worth having: it compounds instead of coming back as churn.",
    },
    { type: "subheading", text: "Five placements that consistently work" },
    {
      type: "list",
      items: [
        "Pricing pages: answer plan, billing and trial questions before the visitor starts comparing competitors.",
        "Checkout and sign-up forms: catch the last-second doubt about payment, delivery or commitment.",
        "High-traffic product pages: explain fit and compatibility for the visitor’s own situation.",
        "Landing pages for paid campaigns: greet expensive traffic with a message that matches the ad.",
        "Exit moments: offer a short, helpful answer instead of a discount pop-up.",
      ],
    },
    { type: "subheading", text: "Measuring it without fooling yourself" },
    {
      type: "paragraph",
      text: "Video chat is easy to credit with every good week, so measure it like any other experiment. Split traffic randomly, decide your primary metric before you start (trial sign-ups, completed checkouts or booked demos), and run the test for at least two full business cycles so weekday and weekend behaviour both appear. Compare conversion for everyone in each group, not only for the visitors who chatted; the ones who choose to talk are already more engaged.",
    },
    {
      type: "paragraph",
      text: "Then look beyond the first conversion. Track activation, the share of sign-ups who reach their first meaningful result, and retention at thirty and ninety days. If the assistant is answering honestly, these will hold steady or improve, because customers who understood what they bought are customers who stay.",
    },
    { type: "subheading", text: "Getting the conversation right" },
    {
      type: "paragraph",
      text: "The assistants that convert best are not the most talkative. They open with one short, specific line tied to the page (“Questions about which plan fits your team?”), keep answers under thirty seconds, and always end with a clear next step: start the trial, see the pricing details, or book time with a person. Record your own video for the two or three answers that most influence a decision; a real voice from your company on pricing or security is worth more than any generated line.",
    },
    {
      type: "conclusion",
      text: "Conversion problems are often conversation problems in disguise. Give hesitating visitors a human, immediate answer to the question that stopped them, measure the result with a proper split test, and you will likely find that the gap between interest and sign-up was never as wide as your funnel suggested.",
    },
  ],
};
