import { useEffect, useState } from 'react';
import { DELAYS, getRegisterForm, toastApiError, type Country } from '@arcadia/shared';

/**
 * The country list of `GET auth/form`, filled 300 ms after it loads; `null`
 * until then. A failed call leaves an empty list and toasts why.
 */
export function useCountries(): Country[] | null {
  const [countries, setCountries] = useState<Country[] | null>(null);
  useEffect(() => {
    let active = true;
    let fill: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    void (async () => {
      let list: Country[] = [];
      try {
        const form = await getRegisterForm(controller.signal);
        if (Array.isArray(form?.countries)) list = form.countries;
      } catch (error) {
        toastApiError(error);
      }
      if (active) fill = setTimeout(() => setCountries(list), DELAYS.countryListFillMs);
    })();
    return () => {
      active = false;
      controller.abort();
      clearTimeout(fill);
    };
  }, []);
  return countries;
}
