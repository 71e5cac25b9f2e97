import { ArrowLeft } from "lucide-react";
import { Button } from "#web/components/ui/button.tsx";
import { useNavigation } from "#web/components/ui/navigation.tsx";

type NotFoundViewProps = {
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
};

/**
 * The shape of every "nothing here" screen: the unknown route and the unknown blog post, both
 * answered with HTTP 404, which the badge says in the same way.
 */
export function NotFoundView({ title, text, backTo, backLabel }: NotFoundViewProps) {
  const { Link } = useNavigation();
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-6 py-24 text-center">
      <p className="text-gradient text-7xl font-bold tracking-tight sm:text-8xl">404</p>
      <h1 className="mt-6 text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-slate-600">{text}</p>
      <Button asChild className="mt-10">
        <Link href={backTo}>
          <ArrowLeft aria-hidden="true" /> {backLabel}
        </Link>
      </Button>
    </section>
  );
}
