/**
 * The header the frame sends its visitor token in (WidgetConfig.visitorToken) with every question and
 * handoff, so limits count per visitor and no abuser can use up a customer's budget (the widget abuse
 * issue, decision 0026). Its own module: the panel imports it without the schema library.
 */
export const VISITOR_TOKEN_HEADER = "x-avatalk-visitor";
