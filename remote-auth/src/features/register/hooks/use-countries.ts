import { useEffect, useState } from 'react';
import { DELAYS, type Country } from '@arcadia/shared';
import { getRegisterForm } from '../api/get-register-form';

/**
 * The country list of `GET auth/form`, filled 300 ms after it loads; `null`
 * until then. A failed call leaves an empty list (the API client has shown why).
 */
export function useCountries(): Country[] | null {
  const [countries, setCountries] = useState<Country[] | null>(null);
  useEffect(() => {
    let active = true;
    let fill: ReturnType<typeof setTimeout> | undefined;
    void getRegisterForm().then((result) => {
      if (!active) return;
      const list = result.success && Array.isArray(result.data?.countries) ? result.data.countries : [];
      fill = setTimeout(() => setCountries(list), DELAYS.countryListFillMs);
    });
    return () => {
      active = false;
      clearTimeout(fill);
    };
  }, []);
  return countries;
}
