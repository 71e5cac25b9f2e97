import { authors } from "./authors.ts";
import type { BlogPost } from "./types.ts";

export const reducingSupportCosts: BlogPost = {
  id: "reducing-support-costs",
  title: "Reducing Support Costs Without Losing the Human Touch",
  excerpt:
    "Most support budgets are spent answering the same thirty questions. Here is how teams let a video assistant resolve them completely, cut costs by as much as 40%, and give their people the conversations that need them.",
  date: "2026-10-14",
  category: "Operations",
  image: {
    src: "/images/blog/reducing-support-costs.svg",
    alt: "A stack of support tickets shrinking beside a falling cost line, with a video assistant resolving questions.",
    width: 1200,
    height: 675,
  },
  author: authors.priyaRaman,
  related: ["revolutionizing-customer-support", "increase-conversion-rates"],
  content: [
    {
      type: "paragraph",
      text: "Ask a support leader to cut costs and you will usually hear a worried answer. The obvious levers, fewer people, longer queues, less generous hours, all make the customer experience worse, and a worse experience shows up later as churn, bad reviews and more contacts. Cost cutting in support has a reputation for saving money this quarter and spending it next year.",
    },
    {
      type: "paragraph",
      text: "There is another way to look at the budget. Instead of asking how to answer questions more cheaply, ask why the same questions need answering by a person at all. In almost every support operation we have analysed, that question leads to the same place: a small set of repetitive, well-understood topics that consume a large share of agent time.",
    },
    { type: "subheading", text: "Where the money actually goes" },
    {
      type: "paragraph",
      text: "Pull three months of tickets and tag them by topic, and a familiar shape appears. Somewhere between a third and a half of all contacts cover the same twenty or thirty questions: order status, password resets, how to change a plan, delivery times, invoice copies, opening hours, where to find a setting. Each one is quick for an experienced agent, but together they fill the queue, push waiting times up and leave little room for the complex cases where a person makes the difference.",
    },
    {
      type: "list",
      items: [
        "Handling time: the minutes an agent spends reading, researching and replying.",
        "Waiting time: the queue that builds when routine contacts crowd out everything else.",
        "Repeat contacts: the follow-up email when the first answer was unclear or incomplete.",
        "Coverage: evening, weekend and holiday shifts staffed mainly for simple questions.",
        "Turnover: the hidden cost of agents who burn out answering the same question for the hundredth time.",
      ],
    },
    { type: "subheading", text: "Deflection is not resolution" },
    {
      type: "paragraph",
      text: "Many teams have tried to shrink this volume with a text chatbot and a self-service portal, and many were disappointed. The problem is the metric. A bot that shows a help article and closes the conversation counts as a deflection, whether or not the customer’s problem was solved. When it was not, the customer comes back through another channel, now more frustrated, and the contact costs more than it would have in the first place.",
    },
    {
      type: "paragraph",
      text: "The measure that matters is resolution: the share of conversations that end with the customer’s question answered and no follow-up contact within the next few days. It is harder to game, and it is the number that actually moves your costs.",
    },
    { type: "subheading", text: "How video assistants resolve more" },
    {
      type: "paragraph",
      text: "A video assistant answers from your knowledge base in a way customers are willing to accept. A spoken explanation from a friendly presenter, with the key steps shown alongside, is easier to follow than a wall of text, and customers are far less likely to ask for a human once they have seen and heard a clear answer. For the handful of topics where precision matters most, such as refunds, billing disputes or security, you can record your own video once and have it played every time the question comes up, word for word as approved.",
    },
    {
      type: "paragraph",
      text: "In the operations we have worked with, teams that moved first-line questions to a video assistant lowered their cost per resolved conversation by as much as 40% within the first two quarters. The saving came less from removing people than from removing work: fewer repeat contacts, shorter queues, and evening and weekend coverage that no longer needed a full shift.",
    },
    {
      type: "quote",
      text: "We didn’t reduce the team. We stopped asking them to be a search engine, and they became the escalation experts our customers actually needed.",
      cite: "Illustrative: support director at a subscription software company",
    },
    { type: "subheading", text: "Keeping the human touch" },
    {
      type: "paragraph",
      text: "The human touch is not lost when a routine question is answered by an assistant. It is lost when a customer with a real problem cannot reach a person, or has to repeat their story three times when they finally do. The best deployments design for the handover from the start.",
    },
    {
      type: "list",
      items: [
        "Offer a person at any point, in one click, with no maze of menus first.",
        "Hand over the full transcript so the agent starts where the assistant stopped.",
        "Route complaints, cancellations and anything involving health or money straight to people.",
        "Let the assistant say “I’m not sure” and escalate, rather than guess.",
        "Tell customers plainly that they are talking to an AI assistant.",
      ],
    },
    { type: "subheading", text: "A rollout plan that protects quality" },
    {
      type: "paragraph",
      text: "Start with the ten most frequent topics from your ticket analysis and make sure each has a current, accurate article in your knowledge base; the assistant can only be as good as the content it answers from. Launch on the pages that generate those contacts, with handover to your team switched on. For the first month, review every escalated conversation and every conversation with a low rating each week, and fix the underlying article rather than patching the answer.",
    },
    {
      type: "paragraph",
      text: "Report resolution rate, repeat contact rate, customer satisfaction and cost per resolved conversation side by side. If satisfaction falls while costs fall, you are deflecting rather than resolving, and it is time to widen the handover rules. If both improve together, expand to the next set of topics and the next pages.",
    },
    { type: "subheading", text: "What to do with the time you win back" },
    {
      type: "paragraph",
      text: "The most successful teams do not bank every hour they save. They reinvest part of it in the work that was always squeezed out: proactive outreach to customers who are struggling, better documentation, faster answers to complex tickets, and feedback to the product team about the issues behind the most common questions. That reinvestment is what turns a cost project into a better support organisation.",
    },
    {
      type: "conclusion",
      text: "Lower support costs and a more human experience are not opposites. Let a video assistant resolve the repetitive questions completely, make the path to a person short and generous, measure resolution instead of deflection, and your budget and your customers will both notice the difference.",
    },
  ],
};
