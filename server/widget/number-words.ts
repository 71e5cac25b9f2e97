import type { WidgetLanguage } from "#contracts/widget/index.ts";

/**
 * Numbers written as words, so "seven days" meets "7 days" and "zwölf Monate" meets "12 Monate":
 * the knowledge base and the question both go through `numberOf` before stemming. "One" and its
 * kin are left out: "un", "ein" and "uno" are also articles, and "which one" is no number; so is
 * Italian "sei", which is also "you are". A slot may hold several forms ("dois/duas", Polish cases).
 */
const WORDS: Partial<Record<WidgetLanguage, string>> = {
  en: "zero two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty",
  de: "null zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn zwanzig",
  fr: "zéro deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf vingt",
  es: "cero dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte",
  it: "zero due tre quattro cinque - sette otto nove dieci undici dodici tredici quattordici quindici sedici diciassette diciotto diciannove venti",
  pt: "zero dois/duas três quatro cinco seis sete oito nove dez onze doze treze catorze/quatorze quinze dezasseis/dezesseis dezassete/dezessete dezoito dezanove/dezenove vinte",
  nl: "nul twee drie vier vijf zes zeven acht negen tien elf twaalf dertien veertien vijftien zestien zeventien achttien negentien twintig",
  pl: "zero dwa/dwie/dwóch trzy/trzech cztery/czterech pięć/pięciu sześć/sześciu siedem/siedmiu osiem/ośmiu dziewięć/dziewięciu dziesięć/dziesięciu jedenaście dwanaście trzynaście czternaście piętnaście szesnaście siedemnaście osiemnaście dziewiętnaście dwadzieścia",
  sv: "noll två tre fyra fem sex sju åtta nio tio elva tolv tretton fjorton femton sexton sjutton arton nitton tjugo",
  da: "nul to tre fire fem seks syv otte ni ti elleve tolv tretten fjorten femten seksten sytten atten nitten tyve",
  no: "null to tre fire fem seks sju/syv åtte ni ti elleve tolv tretten fjorten femten seksten sytten atten nitten tjue",
};
const TENS: Partial<Record<WidgetLanguage, string>> = {
  en: "thirty forty fifty sixty seventy eighty ninety hundred",
  de: "dreißig vierzig fünfzig sechzig siebzig achtzig neunzig hundert",
  fr: "trente quarante cinquante soixante soixante-dix quatre-vingt quatre-vingt-dix cent",
  es: "treinta cuarenta cincuenta sesenta setenta ochenta noventa cien",
  it: "trenta quaranta cinquanta sessanta settanta ottanta novanta cento",
  pt: "trinta quarenta cinquenta sessenta setenta oitenta noventa cem",
  nl: "dertig veertig vijftig zestig zeventig tachtig negentig honderd",
  pl: "trzydzieści czterdzieści pięćdziesiąt sześćdziesiąt siedemdziesiąt osiemdziesiąt dziewięćdziesiąt sto",
  sv: "trettio fyrtio femtio sextio sjuttio åttio nittio hundra",
  da: "tredive fyrre halvtreds tres halvfjerds firs halvfems hundrede",
  no: "tretti førti femti seksti sytti åtti nitti hundre",
};

const tables = new Map<WidgetLanguage, ReadonlyMap<string, string>>();

function table(language: WidgetLanguage): ReadonlyMap<string, string> {
  let found = tables.get(language);
  if (!found) {
    const map = new Map<string, string>();
    const small = WORDS[language]?.split(" ") ?? [];
    const put = (slot: string, figure: number) => {
      for (const word of slot.split("/")) if (word !== "-") map.set(word, String(figure));
    };
    small.forEach((slot, index) => {
      put(slot, index === 0 ? 0 : index + 1);
    });
    const tens = TENS[language]?.split(" ") ?? [];
    tens.forEach((slot, index) => {
      put(slot, index === 7 ? 100 : (index + 3) * 10);
    });
    found = map;
    tables.set(language, found);
  }
  return found;
}

/** The figure a number word stands for ("seven" → "7"), or the word as it was. */
export function numberOf(language: WidgetLanguage, word: string): string {
  return table(language).get(word.toLowerCase()) ?? word;
}
