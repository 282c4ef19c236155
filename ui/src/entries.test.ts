import * as core from './index';
import * as forms from './forms';
import * as display from './display';
import * as carousel from './carousel';
import * as charts from './charts';
import * as router from './router';

const entries = { '@arcadia/ui': core, '@arcadia/ui/forms': forms, '@arcadia/ui/display': display, '@arcadia/ui/carousel': carousel, '@arcadia/ui/charts': charts, '@arcadia/ui/router': router };

it('every name of every entry point is a real export (no typo, nothing removed by an upgrade)', () => {
  for (const [entry, names] of Object.entries(entries)) {
    const missing = Object.entries(names).filter(([, value]) => value === undefined).map(([name]) => name);
    expect({ entry, missing }).toEqual({ entry, missing: [] });
  }
});

it('each Mantine name lives in one entry point, so what the home page loads and what loads later never overlap', () => {
  const seen = new Map<string, string>();
  const twice: string[] = [];
  // The router is another library (its NavLink is not Mantine's): only the Mantine entry points are compared.
  const { '@arcadia/ui/router': _router, ...mantineEntries } = entries;
  for (const [entry, names] of Object.entries(mantineEntries)) {
    for (const name of Object.keys(names)) {
      if (seen.has(name)) twice.push(`${name} in ${seen.get(name)} and ${entry}`);
      else seen.set(name, entry);
    }
  }
  expect(twice).toEqual([]);
});

it('the theme is the dark casino theme with the gold primary colour', () => {
  expect(core.theme.primaryColor).toBe('gold');
  expect(core.theme.colors?.gold?.[5]).toBe('#ffbb12');
  expect(core.cssVariablesResolver(core.createTheme({}) as never).dark['--mantine-color-body']).toBe('#0d0b24');
});
