/** docs/product.md §Routes: the line the not-found page logs to the console, before the missing path. */
export const NOT_FOUND_LOG_MESSAGE = "404 Error: User attempted to access non-existent route:";

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
