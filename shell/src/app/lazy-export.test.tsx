import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyExport } from './lazy-export';

it('renders the named export of the module it loads, with its props', async () => {
  const load = jest.fn(async () => ({ Greeting: ({ name }: { name: string }) => <p>Merhaba {name}</p>, other: 1 }));
  const Greeting = lazyExport(load, 'Greeting');
  expect(load).not.toHaveBeenCalled(); // nothing loads before the first render
  render(
    <Suspense fallback={<p>loading</p>}>
      <Greeting name="Ayşe" />
    </Suspense>,
  );
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(await screen.findByText('Merhaba Ayşe')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});
