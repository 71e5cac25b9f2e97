import type { WidgetLanguage } from "./languages.ts";

/**
 * The launcher's three labels, the only texts the loader (web/widget/loader.ts) carries: a module of
 * their own, so the loader's bundle holds none of the panel's texts (widget-texts.ts).
 */
export type LauncherTexts = { open: string; close: string; frame: string };

export const LAUNCHER_TEXTS: Record<WidgetLanguage, LauncherTexts> = {
  en: { open: "Open chat", close: "Close chat", frame: "Chat with our assistant" },
  de: { open: "Chat öffnen", close: "Chat schließen", frame: "Chat mit unserem Assistenten" },
  fr: { open: "Ouvrir le chat", close: "Fermer le chat", frame: "Discuter avec notre assistant" },
  es: { open: "Abrir el chat", close: "Cerrar el chat", frame: "Chatea con nuestro asistente" },
  it: { open: "Apri la chat", close: "Chiudi la chat", frame: "Chatta con il nostro assistente" },
  pt: { open: "Abrir o chat", close: "Fechar o chat", frame: "Converse com o nosso assistente" },
  nl: { open: "Chat openen", close: "Chat sluiten", frame: "Chat met onze assistent" },
  sv: { open: "Öppna chatten", close: "Stäng chatten", frame: "Chatta med vår assistent" },
  da: { open: "Åbn chatten", close: "Luk chatten", frame: "Chat med vores assistent" },
  no: { open: "Åpne chatten", close: "Lukk chatten", frame: "Chat med assistenten vår" },
  fi: { open: "Avaa chat", close: "Sulje chat", frame: "Keskustele avustajamme kanssa" },
  pl: { open: "Otwórz czat", close: "Zamknij czat", frame: "Porozmawiaj z naszym asystentem" },
  ru: { open: "Открыть чат", close: "Закрыть чат", frame: "Чат с нашим ассистентом" },
  uk: { open: "Відкрити чат", close: "Закрити чат", frame: "Чат із нашим асистентом" },
  tr: { open: "Sohbeti aç", close: "Sohbeti kapat", frame: "Asistanımızla sohbet edin" },
  el: { open: "Άνοιγμα συνομιλίας", close: "Κλείσιμο συνομιλίας", frame: "Συνομιλήστε με τον βοηθό μας" },
  hu: { open: "Csevegés megnyitása", close: "Csevegés bezárása", frame: "Csevegjen asszisztensünkkel" },
  ro: { open: "Deschide chatul", close: "Închide chatul", frame: "Discută cu asistentul nostru" },
  id: { open: "Buka obrolan", close: "Tutup obrolan", frame: "Mengobrol dengan asisten kami" },
  ar: { open: "فتح المحادثة", close: "إغلاق المحادثة", frame: "تحدّث مع مساعدنا" },
  ja: { open: "チャットを開く", close: "チャットを閉じる", frame: "アシスタントとチャット" },
  zh: { open: "打开聊天", close: "关闭聊天", frame: "与我们的助手聊天" },
};
