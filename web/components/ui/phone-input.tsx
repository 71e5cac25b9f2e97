import { useMemo } from "react";
import { type CountryIso2, defaultCountries, parseCountry, usePhoneInput } from "react-international-phone";
import { cn } from "#web/lib/cn.ts";
import { type CountryOption, CountryPicker, type CountryPickerLabels } from "./country-picker.tsx";

type PhoneInputProps = {
  /** E.164 ("+17021234567"), or "" when empty. */
  value: string;
  onChange: (phone: string) => void;
  onBlur?: () => void;
  name?: string;
  disabled?: boolean;
  /** Set by FormField. */
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  required?: boolean;
  placeholder: string;
  /** The small caption on the field's border (docs/product.md §Validation: 'Phone'). */
  caption: string;
  defaultCountry?: CountryIso2;
  /** Typing pause before the country search filters (docs/product.md §Validation: 250 ms). */
  searchDebounceMs: number;
  /** Digits allowed in all, country code included (docs/product.md §Validation: 15). */
  maxDigits: number;
  pickerLabels: CountryPickerLabels;
  className?: string;
};

/** Countries without a mask of their own are grouped in threes (docs/product.md §Validation). */
const DEFAULT_MASK = "... ... ... ... ...";

/** A paste, a drop, autofill or a script's text: more than one keystroke's worth at once. */
function insertedAtOnce(event: InputEvent): boolean {
  return (event.data ?? "").length > 1 || (event.inputType ?? "").startsWith("insertFrom");
}

/**
 * An international phone number (docs/product.md §Validation) on react-international-phone: a country selector with
 * search, the "+" prefix, formatting by the country's mask, digits only, at most `maxDigits`.
 */
export function PhoneInput({
  value,
  onChange,
  onBlur,
  name,
  disabled,
  placeholder,
  caption,
  defaultCountry = "us",
  searchDebounceMs,
  maxDigits,
  pickerLabels,
  className,
  ...fieldProps
}: PhoneInputProps) {
  const countries = useMemo<CountryOption[]>(() => defaultCountries.map((data) => parseCountry(data)), []);
  const phone = usePhoneInput({
    defaultCountry,
    value,
    countries: defaultCountries,
    prefix: "+",
    defaultMask: DEFAULT_MASK,
    // The field starts empty, so docs/product.md's placeholder shows; typing or picking adds the code.
    disableDialCodePrefill: true,
    onChange: (data) => {
      const digits = data.phone.replace(/\D/g, "");
      onChange(digits ? data.phone : "");
    },
  });

  return (
    <div
      data-slot="phone-input"
      className={cn(
        // Focus is drawn on the frame, as an outline over its border, where it surrounds the
        // country button and the number together.
        "relative flex rounded-xl shadow-xs ring-1 focus-within:outline-2 focus-within:-outline-offset-1",
        fieldProps["aria-invalid"]
          ? "ring-red-500 focus-within:outline-red-600"
          : "ring-slate-300 focus-within:outline-brand-600",
        disabled ? "bg-slate-50 opacity-70" : "bg-white",
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="pointer-events-none absolute -top-2 left-3 bg-white px-1 text-[0.6875rem] leading-none font-medium text-slate-500"
      >
        {caption}
      </span>
      <CountryPicker
        countries={countries}
        selected={phone.country}
        onSelect={(iso2) => phone.setCountry(iso2, { focusOnInput: true })}
        disabled={disabled}
        debounceMs={searchDebounceMs}
        labels={pickerLabels}
      />
      {/* The frame above is the field's border and focus ring, so the input itself has none. */}
      <input
        {...fieldProps}
        ref={phone.inputRef}
        name={name}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={placeholder}
        value={phone.inputValue}
        disabled={disabled}
        onBlur={onBlur}
        onChange={(event) => {
          let typed = event.target.value;
          // Digits typed into the empty field are a number of the selected country (docs/product.md §Routes: the
          // United States by default), so "7025550123" is +1 702…, not Kazakhstan's +7: its code
          // goes in front unless they start with it. A number typed with its "+" is taken as it is.
          if (!/\d/.test(phone.inputValue) && /\d/.test(typed) && !typed.trimStart().startsWith("+")) {
            const digits = typed.replace(/\D/g, "");
            const { dialCode } = phone.country;
            typed = `+${digits.startsWith(dialCode) ? "" : dialCode}${digits}`;
            event.target.value = typed;
          }
          const digits = typed.replace(/\D/g, "");
          // The library reads an inserted text as one keystroke and drops it when it holds anything
          // but digits, so a whole number inserted at once ("+1 (702) 555-0123" from autofill, a
          // paste or a script) would vanish: it goes in through the value instead.
          if (insertedAtOnce(event.nativeEvent as InputEvent)) {
            // docs/product.md §Validation: at most `maxDigits` digits. A number too long keeps its first ones, as a
            // field with `maxlength` keeps a paste's beginning, rather than vanishing.
            const kept = digits.slice(0, maxDigits);
            onChange(kept ? `+${kept}` : "");
            return;
          }
          // A keystroke that would add one more digit than `maxDigits` is ignored: the field shows
          // the value it had (React would put it back itself; Preact, on the islands, does not).
          if (digits.length > maxDigits) {
            event.target.value = phone.inputValue;
            return;
          }
          phone.handlePhoneValueChange(event);
        }}
        className="h-11 w-full min-w-0 rounded-r-xl bg-transparent px-3.5 text-[0.9375rem] text-slate-900 placeholder:text-slate-500 focus:outline-none disabled:cursor-not-allowed"
      />
    </div>
  );
}
