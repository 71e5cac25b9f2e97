/**
 * Black or white, whichever reads better on the customer's colour (WCAG contrast): the launcher's
 * icon and the panel's header and buttons are drawn on it, and customers pick light colours too.
 */
export function textColorOn(hex: string): string {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? "#ffffff" : "#0f172a";
}
