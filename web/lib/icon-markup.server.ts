/**
 * Build time only (a `.server` module: the bundler refuses it in browser code). A static page turns
 * the icon names in its copy into SVG markup (`iconMarkupFor`), so the icons arrive in the page's
 * HTML and the lucide components stay out of every island's JavaScript.
 */
import {
  Bell,
  BookOpenText,
  Brain,
  Briefcase,
  ChartNoAxesCombined,
  Clapperboard,
  Clock,
  Code,
  Coins,
  GraduationCap,
  Handshake,
  HeartPulse,
  Landmark,
  Languages,
  Layers,
  LifeBuoy,
  type LucideIcon,
  Megaphone,
  MessagesSquare,
  Palette,
  RefreshCw,
  Rocket,
  Server,
  ShieldCheck,
  ShoppingCart,
  Smile,
  Sparkles,
  Star,
  Tag,
  Target,
  TrendingUp,
  UserRoundCheck,
  Users,
  Video,
} from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { IconName } from "#content/icons.ts";

const icons: Record<IconName, LucideIcon> = {
  video: Video,
  clapperboard: Clapperboard,
  book: BookOpenText,
  languages: Languages,
  code: Code,
  handover: UserRoundCheck,
  chart: ChartNoAxesCombined,
  shield: ShieldCheck,
  cart: ShoppingCart,
  rocket: Rocket,
  briefcase: Briefcase,
  graduation: GraduationCap,
  landmark: Landmark,
  heart: HeartPulse,
  users: Users,
  sparkles: Sparkles,
  brain: Brain,
  message: MessagesSquare,
  smile: Smile,
  bell: Bell,
  target: Target,
  layers: Layers,
  palette: Palette,
  refresh: RefreshCw,
  handshake: Handshake,
  server: Server,
  tag: Tag,
  coins: Coins,
  lifebuoy: LifeBuoy,
  megaphone: Megaphone,
  clock: Clock,
  trending: TrendingUp,
  star: Star,
};

/** SVG markup per icon name, as the page's loader hands it to ContentIcon. */
export type IconMarkup = Partial<Record<IconName, string>>;

/** The markup of every icon a piece of copy names (any `icon` property, however deep). */
export function iconMarkupFor(copy: unknown): IconMarkup {
  const markup: IconMarkup = {};
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        if (key === "icon" && typeof child === "string" && child in icons) {
          const name = child as IconName;
          markup[name] ??= renderToStaticMarkup(
            createElement(icons[name], { className: "size-5", "aria-hidden": true }),
          );
        } else visit(child);
      }
    }
  };
  visit(copy);
  return markup;
}
