import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "#web/components/ui/button.tsx";
import { seo } from "#web/lib/seo.ts";

export const meta = () =>
  seo({ title: "Page not found", description: "This page does not exist.", path: "/404", noindex: true });

/** Any unknown path (spec §2). The server answers it with HTTP 404. */
export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Spec §2: the missing path is logged to the console.
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-6 py-24 text-center">
      <p className="text-gradient text-7xl font-bold tracking-tight sm:text-8xl">404</p>
      <h1 className="mt-6 text-3xl font-semibold tracking-tight sm:text-4xl">Oops! Page not found</h1>
      <p className="mt-4 text-slate-600">The page you are looking for has moved or never existed.</p>
      <Button asChild className="mt-10">
        <Link to="/">
          <ArrowLeft aria-hidden="true" /> Return to Home
        </Link>
      </Button>
    </section>
  );
}
