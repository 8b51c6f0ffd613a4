import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { givenLoggedIn } from '../../mocks/scenarios';
import { renderApp } from '../render';

async function shellAreas() {
  await waitFor(() => expect(document.querySelector('main')).not.toBeNull());
  // wait for the page group to render its page inside main (not the progress bar of its chunk)
  await waitFor(() => {
    const main = document.querySelector('main')!;
    expect(main.querySelector('[role="progressbar"]')).toBeNull();
    expect(main.textContent?.trim()).not.toBe('');
  });
  return {
    header: document.querySelector('header') !== null,
    leftMenu: screen.queryByRole('navigation', { name: 'Main menu' }) !== null,
    footer: document.querySelector('footer') !== null,
  };
}

describe('app shell per route (spec route table)', () => {
  it.each(['/', '/index', '/index.html', '/home'])('%s is home with header, banner, footer and left menu', async (path) => {
    renderApp(path);
    expect(await shellAreas()).toEqual({ header: true, leftMenu: true, footer: true });
    expect(await screen.findByRole('heading', { name: /Welcome to Lotus Play/ })).toBeInTheDocument();
    // the carousel may draw its slides again once it has measured itself: any copy of the banner will do
    expect(await screen.findAllByRole('img', { name: 'Welcome bonus' })).not.toHaveLength(0);
    expect(screen.getByRole('region', { name: i18next.t('layout.banners') })).toBeInTheDocument();
  });

  it.each(['/register', '/register.html'])('%s has header and banner only', async (path) => {
    renderApp(path);
    expect(await shellAreas()).toEqual({ header: true, leftMenu: false, footer: false });
    expect(await screen.findByRole('img', { name: 'Join today' })).toBeInTheDocument();
  });

  it.each(['/lottery', '/game'])('%s shows the header only', async (path) => {
    const { router } = renderApp(path);
    expect(await shellAreas()).toEqual({ header: true, leftMenu: false, footer: false });
    expect(router.state.location.pathname).toBe(path);
    expect(router.state.matches.at(-1)?.route.path).toBe(path);
  });

  it('/seamless hides header and left menu until the player shows them, and has no footer', async () => {
    givenLoggedIn();
    const { user, router } = renderApp('/seamless');
    expect(await shellAreas()).toEqual({ header: false, leftMenu: false, footer: false });
    expect(router.state.matches.at(-1)?.route.path).toBe('/seamless');
    await user.click(screen.getByRole('button', { name: 'Show menus' }));
    expect(await shellAreas()).toEqual({ header: true, leftMenu: true, footer: false });
    await user.click(screen.getByRole('button', { name: 'Hide menus' }));
    expect(await shellAreas()).toEqual({ header: false, leftMenu: false, footer: false });
  });

  it('/promoDetail has the full shell without a banner', async () => {
    const { router } = renderApp('/promoDetail?id=1');
    expect(await shellAreas()).toEqual({ header: true, leftMenu: true, footer: true });
    expect(router.state.matches.at(-1)?.route.path).toBe('/promoDetail');
    expect(screen.queryByRole('region', { name: i18next.t('layout.banners') })).toBeNull();
  });

  it('/vnlottery hides header and left menu until the player shows them, and has no footer', async () => {
    const { user } = renderApp('/vnlottery');
    expect(await shellAreas()).toEqual({ header: false, leftMenu: false, footer: false });
    await user.click(screen.getByRole('button', { name: 'Show menus' }));
    expect(await shellAreas()).toEqual({ header: true, leftMenu: true, footer: false });
    await user.click(screen.getByRole('button', { name: 'Hide menus' }));
    expect(await shellAreas()).toEqual({ header: false, leftMenu: false, footer: false });
  });

  it('/helpmc is bare', async () => {
    renderApp('/helpmc');
    expect(await shellAreas()).toEqual({ header: false, leftMenu: false, footer: false });
    expect(await screen.findByText('How do I deposit?')).toBeInTheDocument();
  });

  it.each(['/rng', '/pvp', '/live', '/fish', '/sports', '/esports', '/inhouse', '/elott', '/promotions', '/pointMall', '/down', '/help'])(
    '%s has the full shell',
    async (path) => {
      renderApp(path);
      expect(await shellAreas()).toEqual({ header: true, leftMenu: true, footer: true });
    },
  );

  it('/download is the download page (alias of /down) with the full shell', async () => {
    const { router } = renderApp('/download');
    expect(await shellAreas()).toEqual({ header: true, leftMenu: true, footer: true });
    expect(router.state.matches.at(-1)?.route.path).toBe('/download');
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });

  it('/login keeps the full shell of home under the login popup', async () => {
    const { router } = renderApp('/login');
    expect(await screen.findByRole('dialog', { name: 'Welcome to Lotus Play' })).toBeInTheDocument();
    expect(router.state.matches.at(-1)?.route.path).toBe('/login');
    expect(await shellAreas()).toEqual({ header: true, leftMenu: true, footer: true });
  });

  it('an unknown path shows the not-found page inside the shell', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('/login opens the login popup over home for a visitor', async () => {
    renderApp('/login');
    expect(await screen.findByRole('dialog', { name: 'Welcome to Lotus Play' })).toBeInTheDocument();
  });

  it('the left menu lists only categories that have vendors', async () => {
    renderApp('/');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await waitFor(() => expect(menu).toHaveTextContent('Live casino'));
    expect(menu).toHaveTextContent('In-House');
    expect(menu).toHaveTextContent('Slots');
    expect(menu).not.toHaveTextContent('Fishing');
  });
});
