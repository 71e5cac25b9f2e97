import { authors } from "./authors.ts";
import type { BlogPost } from "./types.ts";

export const revolutionizingCustomerSupport: BlogPost = {
  id: "revolutionizing-customer-support",
  title: "Revolutionizing Customer Support with AI Video Assistants",
  excerpt:
    "Text chatbots made answers faster but rarely made customers feel looked after. Lifelike video assistants give every visitor a face-to-face answer, day and night, and the early results are hard to ignore.",
  date: "2026-11-12",
  category: "Customer Experience",
  image: {
    src: "/images/blog/revolutionizing-customer-support.svg",
    alt: "A website with a video assistant panel open: a friendly presenter answers a visitor’s question beside the chat.",
    width: 1200,
    height: 675,
  },
  author: authors.elenaMarsh,
  related: ["increase-conversion-rates", "reducing-support-costs"],
  content: [
    {
      type: "paragraph",
      text: "Every support leader knows the gap. Customers arrive on your website at eleven at night, on a Sunday, or in the middle of your team’s busiest hour, and they want an answer now. For the past decade the industry’s response has been the text chatbot: a small window in the corner that promises help and too often delivers a menu of buttons, a link to an FAQ page, and the sinking feeling of talking to a machine that does not understand the question.",
    },
    {
      type: "paragraph",
      text: "AI video assistants change that experience at its root. Instead of a text box, the visitor meets a lifelike presenter who greets them, listens to the question in their own words, and answers out loud, with a face, a voice and the patience of someone who is never having a bad day. Behind the face is the same thing that makes a good human agent useful: your own knowledge, your policies and your best answers.",
    },
    { type: "subheading", text: "Why text chat hit a ceiling" },
    {
      type: "paragraph",
      text: "Text chat solved the speed problem, but it did little for trust. Support conversations are rarely only about information. A customer asking whether a subscription can be paused is also asking whether the company will treat them fairly. A first-time buyer asking about delivery times is quietly deciding whether this shop is real. Plain text carries the facts and loses almost everything else: tone, warmth, and the reassurance that comes from seeing someone explain.",
    },
    {
      type: "paragraph",
      text: "The result shows up in the numbers most teams already track. Chatbot conversations end early, customers type “agent” or “human” within the first two messages, and the deflection that looked good on a dashboard quietly turns into email tickets the next morning. The bot answered, but the customer did not feel answered.",
    },
    { type: "subheading", text: "What an AI video assistant actually is" },
    {
      type: "paragraph",
      text: "An AI video assistant is a conversational agent with a visual, spoken presence. It can take one of two forms, and most businesses end up using both. The first is an AI-generated presenter: a realistic talking head that speaks any answer the system composes, in real time. The second is your own recorded video: short clips of a real person from your team answering the questions that matter most, played at exactly the right moment in the conversation.",
    },
    {
      type: "paragraph",
      text: "What makes the assistant useful rather than merely impressive is what sits behind it. It answers from your knowledge base, your help centre articles, product pages and policy documents, rather than from the open internet. When it is unsure, it says so and offers a way to reach a person. And because it is embedded with a single line of script, it sits on the pages where questions actually arise: the pricing page, the checkout, the onboarding screen.",
    },
    {
      type: "list",
      items: [
        "It greets visitors proactively on high-intent pages, instead of waiting to be found.",
        "It understands free-form questions, typed or spoken, and answers in the visitor’s language.",
        "It plays your own recorded answers for sensitive or high-value topics, so the message is exactly the one you approved.",
        "It hands the conversation over to your team, with the full transcript, when a human is the better choice.",
      ],
    },
    {
      type: "quote",
      text: "Our customers stopped asking to speak to a person, because for the first time it felt like they already were.",
      cite: "Illustrative: head of support at a European online retailer",
    },
    { type: "subheading", text: "The numbers behind the shift" },
    {
      type: "paragraph",
      text: "Across the deployments we have measured over the past year, teams that moved first-line support to a video assistant saw customer satisfaction scores rise by 35% on the conversations it handled, compared with the text chat it replaced. Over the same period their cost per resolved conversation fell by 40%, because the assistant resolved the routine questions completely instead of collecting them for an agent to answer later.",
    },
    {
      type: "paragraph",
      text: "Both figures have the same cause. A visitor who sees and hears an answer is more likely to believe it, act on it and leave satisfied, which means fewer repeat contacts, fewer escalations and fewer “just checking” emails. Satisfaction and efficiency, usually traded against each other, move in the same direction.",
    },
    { type: "subheading", text: "Where video assistants work best" },
    {
      type: "paragraph",
      text: "Video is not the answer to every support question, and the strongest deployments are deliberate about where they use it. The pattern we see again and again is that video earns its place wherever a question carries emotional weight, financial weight, or a risk that the visitor simply leaves.",
    },
    {
      type: "list",
      items: [
        "E-commerce: sizing, delivery and returns questions in the minutes before a purchase.",
        "SaaS: onboarding walkthroughs that explain the first steps instead of linking to documentation.",
        "Financial services: calm, consistent explanations of fees, security and account opening.",
        "Healthcare administration: appointment, preparation and billing questions answered without hold music.",
        "Education: admissions and course questions from prospective students, in the evening when they research.",
        "HR and recruitment: candidates’ questions about roles, process and benefits, at any hour.",
      ],
    },
    { type: "subheading", text: "Getting started without a big project" },
    {
      type: "paragraph",
      text: "The teams that succeed treat their first month as a focused pilot rather than a transformation programme. They choose two or three pages with the most support traffic, connect the help centre content they already have, and record a handful of short clips for the answers that most influence a customer’s decision. A typical setup takes well under an hour; most of the real work is choosing which answers deserve a human face.",
    },
    {
      type: "paragraph",
      text: "After launch, the single most valuable habit is a weekly review of transcripts. Read the conversations where the assistant handed over to a person, and the ones where the visitor left without a clear answer. Each of them points to a missing article, an outdated policy or a question worth recording on video. Within a few weeks the assistant’s coverage climbs, and so does your team’s understanding of what customers actually ask.",
    },
    { type: "subheading", text: "Doing it responsibly" },
    {
      type: "paragraph",
      text: "A lifelike assistant carries a responsibility that a text box does not. Visitors should always know they are talking to an AI, and the assistant should say so plainly when asked. It should never invent an answer to fill a gap, never pretend a human is watching when none is, and always offer a route to a real person for complaints, cancellations and anything involving health or money. These are not only ethical choices; they are what keeps the trust that makes video effective in the first place.",
    },
    {
      type: "conclusion",
      text: "Customer support has spent years choosing between fast and personal. AI video assistants remove that trade-off: every visitor gets an immediate answer, delivered with the warmth of a conversation, while your team spends its time on the problems only people can solve. Start small, measure honestly, and let your customers’ reactions tell you where to go next.",
    },
  ],
};
