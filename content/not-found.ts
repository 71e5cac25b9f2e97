/** The two "nothing here" screens of docs/product.md §Routes, and its router error screen. */
export const notFoundCopy = {
  page: {
    title: "Oops! Page not found",
    text: "The page you are looking for has moved or never existed.",
    back: "Return to Home",
  },
  blogPost: {
    title: "Blog Post Not Found",
    text: "The blog post you're looking for doesn't exist or has been removed.",
    back: "Return to Blog",
  },
  routerError: {
    title: "Unexpected Application Error",
    unknown: "Unknown error",
    back: "Go back home",
  },
} as const;
