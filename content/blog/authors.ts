import type { BlogAuthor } from "./types.ts";

const portrait = (slug: string, name: string) => ({
  src: `/images/authors/${slug}.svg`,
  alt: `Portrait of ${name}`,
  width: 96,
  height: 96,
});

export const authors = {
  elenaMarsh: {
    name: "Elena Marsh",
    title: "Head of Customer Experience",
    image: portrait("elena-marsh", "Elena Marsh"),
  },
  danielOkafor: {
    name: "Daniel Okafor",
    title: "Growth Lead",
    image: portrait("daniel-okafor", "Daniel Okafor"),
  },
  priyaRaman: {
    name: "Priya Raman",
    title: "Director of Support Operations",
    image: portrait("priya-raman", "Priya Raman"),
  },
  jonasBerg: {
    name: "Jonas Berg",
    title: "Conversational AI Lead",
    image: portrait("jonas-berg", "Jonas Berg"),
  },
} satisfies Record<string, BlogAuthor>;
