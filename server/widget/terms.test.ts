import { describe, expect, it } from "vitest";
import { WIDGET_LANGUAGES, type WidgetLanguage } from "#contracts/widget/languages.ts";
import { buildAnswerIndex } from "./matching.ts";
import { termProcessor, tokenize, wordsOf } from "./terms.ts";

/**
 * Two entries in each language, delivery and returns, each with one phrasing, and a visitor's
 * question about one of them in other forms of its words (another case, number or tense), as the
 * language's stemmer must join (Polish by our light stemmer); Japanese and Chinese have no stemmer and
 * meet on whole words.
 */
const KNOWLEDGE: Record<
  WidgetLanguage,
  { delivery: string; returns: string; asked: string; expected: "delivery" | "returns" }
> = {
  en: {
    delivery: "How long does shipping take?",
    returns: "Can I return an order?",
    asked: "returning orders",
    expected: "returns",
  },
  de: {
    delivery: "Wie lange dauert die Lieferung?",
    returns: "Kann ich eine Bestellung zurückgeben?",
    asked: "rückgabe von bestellungen",
    expected: "returns",
  },
  fr: {
    delivery: "Combien de temps prend la livraison ?",
    returns: "Puis-je retourner une commande ?",
    asked: "retour de mes commandes",
    expected: "returns",
  },
  es: {
    delivery: "¿Cuánto tarda el envío?",
    returns: "¿Puedo devolver un pedido?",
    asked: "devoluciones de pedidos",
    expected: "returns",
  },
  it: {
    delivery: "Quanto tempo richiede la spedizione?",
    returns: "Posso restituire un ordine?",
    asked: "tempi delle spedizioni",
    expected: "delivery",
  },
  pt: {
    delivery: "Quanto tempo demora a entrega?",
    returns: "Posso devolver uma encomenda?",
    asked: "prazo das entregas",
    expected: "delivery",
  },
  nl: {
    delivery: "Hoe lang duurt de levering?",
    returns: "Kan ik een bestelling retourneren?",
    asked: "bestellingen retourneren",
    expected: "returns",
  },
  sv: {
    delivery: "Hur lång tid tar leveransen?",
    returns: "Kan jag returnera en beställning?",
    asked: "leveranser till norge",
    expected: "delivery",
  },
  da: {
    delivery: "Hvor lang tid tager leveringen?",
    returns: "Kan jeg returnere en bestilling?",
    asked: "returnering af bestillinger",
    expected: "returns",
  },
  no: {
    delivery: "Hvor lang tid tar leveringen?",
    returns: "Kan jeg returnere en bestilling?",
    asked: "returnering av bestillinger",
    expected: "returns",
  },
  fi: {
    delivery: "Kuinka kauan toimitus kestää?",
    returns: "Voinko palauttaa tilauksen?",
    asked: "toimituksen kesto",
    expected: "delivery",
  },
  pl: {
    delivery: "Jak długo trwa dostawa?",
    returns: "Czy mogę zwrócić zamówienie?",
    asked: "zwrot zamówień",
    expected: "returns",
  },
  ru: {
    delivery: "Сколько времени занимает доставка?",
    returns: "Можно ли вернуть заказ?",
    asked: "сроки доставки",
    expected: "delivery",
  },
  uk: {
    delivery: "Скільки часу триває доставка?",
    returns: "Чи можна повернути замовлення?",
    asked: "терміни доставки",
    expected: "delivery",
  },
  tr: {
    delivery: "Teslimat ne kadar sürer?",
    returns: "Siparişimi iade edebilir miyim?",
    asked: "siparişlerin iadesi",
    expected: "returns",
  },
  el: {
    delivery: "Πόσο διαρκεί η αποστολή;",
    returns: "Μπορώ να επιστρέψω μια παραγγελία;",
    asked: "χρόνος αποστολής",
    expected: "delivery",
  },
  hu: {
    delivery: "Mennyi ideig tart a szállítás?",
    returns: "Visszaküldhetem a rendelést?",
    asked: "szállítási idő",
    expected: "delivery",
  },
  ro: {
    delivery: "Cât durează livrarea?",
    returns: "Pot returna o comandă?",
    asked: "livrări în străinătate",
    expected: "delivery",
  },
  id: {
    delivery: "Berapa lama pengiriman?",
    returns: "Bisakah saya mengembalikan pesanan?",
    asked: "pengembalian pesanan",
    expected: "returns",
  },
  ar: {
    delivery: "كم يستغرق الشحن؟",
    returns: "هل يمكنني إرجاع الطلب؟",
    asked: "مدة الشحن",
    expected: "delivery",
  },
  ja: {
    delivery: "配送にはどのくらいかかりますか？",
    returns: "注文を返品できますか？",
    asked: "返品したいです",
    expected: "returns",
  },
  zh: { delivery: "送货需要多长时间？", returns: "我可以退货吗？", asked: "怎么退货", expected: "returns" },
};

describe.each(WIDGET_LANGUAGES)("a knowledge base in %s", (language) => {
  const { delivery, returns, asked, expected } = KNOWLEDGE[language];
  const index = buildAnswerIndex(language, [
    { id: "delivery", title: delivery, questions: [delivery], answer: "…" },
    { id: "returns", title: returns, questions: [returns], answer: "…" },
  ]);

  it("finds the entry a question asks about in other forms of its words", () => {
    const { answer, closest } = index.match(asked);
    expect(answer?.id ?? closest[0]?.id).toBe(expected);
  });
});

describe("a language's terms", () => {
  it("join a word's forms with the language's stemmer", () => {
    const same = (language: WidgetLanguage, a: string, b: string) =>
      expect(termProcessor(language)(a), `${language}: ${a} ~ ${b}`).toEqual(termProcessor(language)(b));
    same("it", "spedizioni", "spedizione");
    same("pt", "entregas", "entrega");
    same("nl", "bestellingen", "bestelling");
    same("sv", "leveranser", "leveransen");
    same("ru", "доставки", "доставка");
    same("uk", "доставки", "доставка");
    same("el", "αποστολής", "αποστολή");
    same("tr", "siparişler", "sipariş");
    same("fi", "toimituksen", "toimitukset");
  });

  it("drop each language's stop words, stem Polish lightly, and keep Japanese and Chinese words whole", () => {
    expect(termProcessor("it")("della")).toBeNull();
    expect(termProcessor("ru")("как")).toBeNull();
    expect(termProcessor("pl")("czy")).toBeNull();
    expect(termProcessor("pl")("dostawa")).toBe("dostaw");
    expect(termProcessor("pl")("dostawę")).toBe("dostaw");
    expect(termProcessor("ja")("です")).toBeNull();
    expect(termProcessor("ja")("返品")).toBe("返品");
    expect(termProcessor("zh")("的")).toBeNull();
  });

  it("fold accents where visitors leave them out, and not the marks that make a Japanese sound", () => {
    // A word with accents has its folded form's term too, the one a visitor typing without them gets.
    expect([termProcessor("pt")("devolução")].flat()).toContain(termProcessor("pt")("devolucao"));
    expect(termProcessor("el")("αποστολή")).toEqual(termProcessor("el")("αποστολη"));
    expect(termProcessor("ja")("ガイド")).not.toEqual(termProcessor("ja")("カイト"));
  });

  it("stem a word as written before folding its accents, whose endings the stemmer's rules read", () => {
    // Folded first, "cobráis" was "cobrais", which the Spanish stemmer leaves whole, and "livrée"
    // was "livree", which the French one made "livre", apart from "livrer" ("livr").
    expect([termProcessor("es")("cobráis")].flat()[0]).toBe(termProcessor("es")("cobrar"));
    expect([termProcessor("fr")("livrée")].flat()[0]).toBe(termProcessor("fr")("livrer"));
  });

  it("cut Japanese and Chinese, written without spaces, into words with Intl.Segmenter", () => {
    expect(wordsOf("送料はいくらですか？")).toEqual(["送料", "は", "いくら", "です", "か"]);
    expect(wordsOf("运费是多少钱")).toContain("运费");
    expect(tokenize("WordPressの返品はできますか")).toEqual(expect.arrayContaining(["WordPress", "返品"]));
    expect(wordsOf("e-bike 返品")).toEqual(["e-bike", "返品"]);
  });
});

describe("a Japanese knowledge base", () => {
  const index = buildAnswerIndex("ja", [
    {
      id: "shipping",
      title: "送料",
      questions: ["送料はいくらですか", "配送料金を教えてください"],
      answer: "全国一律500円です。",
    },
    { id: "returns", title: "返品", questions: ["返品できますか"], answer: "30日以内なら返品できます。" },
    {
      id: "hours",
      title: "営業時間",
      questions: ["営業時間は何時から何時までですか"],
      answer: "平日9時から18時までです。",
    },
  ]);

  it("answers a Japanese question from the Japanese entry whose words it shares", () => {
    expect(index.match("送料はいくらかかりますか").answer?.id).toBe("shipping");
    expect(index.match("営業時間を知りたい").answer?.id).toBe("hours");
  });
});
