import { authors } from "./authors.ts";
import type { BlogPost } from "./types.ts";

export const knowledgeBaseBestPractices: BlogPost = {
  id: "knowledge-base-best-practices",
  title: "Knowledge Base Habits for Accurate & Trusted Answers",
  excerpt:
    "An AI video assistant is only as good as the knowledge behind it. Five habits from teams whose assistants answer accurately, stay current and know when to hand over.",
  date: "2026-09-30",
  category: "Best Practices",
  image: {
    src: "/images/blog/knowledge-base-best-practices.svg",
    alt: "Help articles and documents connected by lines to a video assistant, with a verified check mark.",
    width: 1200,
    height: 675,
  },
  author: authors.jonasBerg,
  related: ["revolutionizing-customer-support", "reducing-support-costs"],
  content: [
    {
      type: "paragraph",
      text: "When a video assistant gives a wrong answer, customers rarely blame the model. They blame the company, and they remember it, because the mistake was delivered by a confident face in a calm voice. That is the flip side of video’s persuasive power: the more human an answer feels, the more it matters that the answer is right.",
    },
    {
      type: "paragraph",
      text: "In practice, accuracy depends far less on the AI than on the material it answers from. Assistants that connect to a well-kept knowledge base answer accurately and know their limits; assistants pointed at an untidy folder of outdated PDFs improvise. Across the teams we work with, five habits separate the first group from the second.",
    },
    { type: "subheading", text: "1. Write one answer per question" },
    {
      type: "paragraph",
      text: "Knowledge bases grow by accretion. A policy changes, someone writes a new article, and the old one stays because a link somewhere still points to it. Six months later there are three articles about refunds, each slightly different. A human agent knows which one is current; an assistant retrieving passages by meaning does not.",
    },
    {
      type: "paragraph",
      text: "The fix is editorial, not technical. Give each real customer question one canonical article, merge or retire the duplicates, and redirect their links. Title articles the way customers ask (“Can I pause my subscription?”) rather than the way teams organise (“Subscription lifecycle management”), because assistants and customers both match on the question.",
    },
    { type: "subheading", text: "2. Put the answer first" },
    {
      type: "paragraph",
      text: "Many help articles open with context, background and a screenshot of a settings page before they reach the point. For a reader scanning the page that is tolerable. For an assistant composing a thirty-second spoken answer, it is a trap: the relevant sentence may be the fifth paragraph, and the passage it retrieves may be the background instead.",
    },
    {
      type: "list",
      items: [
        "Open every article with a one- or two-sentence direct answer.",
        "Follow with the steps, numbered, one action per step.",
        "State conditions and exceptions explicitly: plans, regions, dates, limits.",
        "Keep each article to one topic; link to neighbours instead of absorbing them.",
        "Write numbers, prices and durations as text, not only inside images.",
      ],
    },
    { type: "subheading", text: "3. Give every fact an owner and a date" },
    {
      type: "paragraph",
      text: "Prices, delivery times, opening hours and policies are the facts customers act on, and they are the facts that change. Assign each article an owner and a review date, and treat an overdue review as a defect, not a chore. When a policy changes, the change is not done until the knowledge base reflects it; a good test is to ask the assistant the question yourself on the day the change goes live.",
    },
    {
      type: "quote",
      text: "We stopped treating the help centre as documentation and started treating it as the script for our most-watched employee.",
      cite: "Illustrative: knowledge manager at an online education provider",
    },
    { type: "subheading", text: "4. Record video for the answers that carry weight" },
    {
      type: "paragraph",
      text: "Generated answers are ideal for the long tail of everyday questions. For a small set of high-stakes topics, such as pricing and contracts, data protection, medical preparation instructions or anything with legal meaning, a recorded answer from a real person on your team is better. It is exactly the wording you approved, it carries the authority of a named colleague, and it cannot drift when the underlying model changes.",
    },
    {
      type: "paragraph",
      text: "Keep these recordings short, under a minute, and plan them like the articles: one question each, answer first. Tag each clip with the questions it answers so the assistant can play it at the right moment, and re-record when the facts change rather than adding a correction at the end.",
    },
    { type: "subheading", text: "5. Let transcripts tell you what is missing" },
    {
      type: "paragraph",
      text: "The most valuable output of a video assistant is not the conversations it resolves but the record of the ones it could not. Every handover to a person, every “I’m not sure”, and every conversation that ends without a clear answer points to a gap: a missing article, an ambiguous policy, or a question customers ask that nobody on the team thought to write down.",
    },
    {
      type: "list",
      items: [
        "Review handovers and low-rated conversations every week, not every quarter.",
        "Fix the article behind a bad answer instead of adding a one-off rule.",
        "Track the top new questions each month and write their answers first.",
        "Share recurring themes with the product team; some questions should not exist at all.",
      ],
    },
    { type: "subheading", text: "Accuracy is also knowing when to stop" },
    {
      type: "paragraph",
      text: "A trustworthy assistant is not one that always answers. It is one that answers confidently when the knowledge base supports it and hands over gracefully when it does not. Configure it to stay within your content, to say plainly when a question falls outside it, and to route sensitive topics to people by default. Customers forgive “let me connect you with a colleague”; they do not forgive a fluent, friendly, wrong answer.",
    },
    {
      type: "paragraph",
      text: "Teams that adopt these habits usually notice a side effect within a couple of months: their human agents get faster too. The same clear, current, answer-first articles that make the assistant accurate are the ones agents reach for during a difficult call, and new hires ramp up in weeks instead of months.",
    },
    {
      type: "conclusion",
      text: "The quality of your video assistant is decided long before a visitor says hello. One answer per question, answer first, owned and dated facts, recorded video where it matters, and a weekly look at what the transcripts reveal: these habits turn a knowledge base into a foundation customers can trust, whichever face delivers the answer.",
    },
  ],
};
