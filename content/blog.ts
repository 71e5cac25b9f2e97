export function blogPostIds(): string[] {
  return ["revolutionizing-customer-support"];
}
