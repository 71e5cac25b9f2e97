import { bakeryFr } from "./bakery-fr.ts";
import { bikeShopEn } from "./bike-shop-en.ts";
import { dentistDe } from "./dentist-de.ts";
import { garageFr } from "./garage-fr.ts";
import { hotelEn } from "./hotel-en.ts";
import { languageSchoolDe } from "./language-school-de.ts";
import { plumberEn } from "./plumber-en.ts";
import { saasEn } from "./saas-en.ts";
import type { BenchKnowledgeBase } from "./types.ts";
import { vetEs } from "./vet-es.ts";
import { yogaEs } from "./yoga-es.ts";

/** The answer bench's knowledge bases: five to tune on, five held out (each file says which). */
export const BENCH_KNOWLEDGE_BASES: readonly BenchKnowledgeBase[] = [
  saasEn,
  plumberEn,
  bakeryFr,
  languageSchoolDe,
  vetEs,
  bikeShopEn,
  hotelEn,
  dentistDe,
  yogaEs,
  garageFr,
];
