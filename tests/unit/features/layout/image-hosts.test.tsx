import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/shared/contract/api';
import { resetHostPicks } from '@/shared/lib/cdn';
import { contractHandler } from '../../../mocks/contract-handler';
import { buildBanner, buildHomeNotice, buildSystemStatus } from '../../../mocks/fixtures';
import { resetGamesMock } from '../../../mocks/handlers/games';
import { server } from '../../../mocks/server';
import { renderApp } from '../../render';

const hosts = ['https://img1.cdn.test', 'https://img2.cdn.test'];

beforeEach(() => {
  resetGamesMock();
  resetHostPicks();
  vi.spyOn(Math, 'random').mockReturnValue(0.75); // → the second host
  const status = buildSystemStatus();
  server.use(
    contractHandler(api.systemStatus, () => ({ ...status, info: status.info && { ...status.info, imageCDNs: hosts } })),
    contractHandler(api.homeNotice, () => buildHomeNotice({ banners: buildHomeNotice().banners.filter((b) => b.bannerId === 1) })),
  );
});
afterEach(() => vi.restoreAllMocks());

describe('images come from the configured image host', () => {
  it('a banner and a vendor icon of home use the host picked for this page load', async () => {
    const { container } = renderApp('/');
    const banner = await screen.findByRole('img', { name: 'Welcome bonus' });
    expect(banner).toHaveAttribute('src', 'https://img2.cdn.test/media/banners/1.svg');
    await waitFor(() => expect(container.querySelector('img[src*="/media/vendors/EVO.svg"]')).not.toBeNull());
    const icons = [...container.querySelectorAll<HTMLImageElement>('img[src*="/media/vendors/"]')];
    expect(icons.length).toBeGreaterThan(0);
    // the home lanes, the left-menu submenus and the footer strip: every vendor icon on the same host
    for (const icon of icons) expect(icon.getAttribute('src')).toMatch(/^https:\/\/img2\.cdn\.test\/media\/vendors\/[A-Z]+\.svg$/);
  });

  it('a generated banner offers its narrower copies (srcset) on that host, sized as home shows it; another picture none', async () => {
    server.use(
      contractHandler(api.homeNotice, () =>
        buildHomeNotice({ banners: [buildBanner({ bannerId: 1, url: '/media/banners/home-welcome.webp?lang=EN', title: 'Welcome bonus' })] }),
      ),
    );
    const { unmount } = renderApp('/');
    const banner = await screen.findByRole('img', { name: 'Welcome bonus' });
    const src = 'https://img2.cdn.test/media/banners/home-welcome.webp?lang=EN';
    expect(banner).toHaveAttribute('src', src);
    expect(banner).toHaveAttribute('srcset', `${src}&w=640 640w, ${src}&w=1024 1024w, ${src}&w=1440 1440w, ${src} 1920w`);
    // 84% of the page less the left menu and the padding on home
    expect(banner.getAttribute('sizes')).toContain('calc(84vw - 249px)');
    unmount();

    server.use(contractHandler(api.homeNotice, () => buildHomeNotice({ banners: [buildBanner({ bannerId: 1, url: '/uploads/summer.jpg', title: 'Summer' })] })));
    renderApp('/');
    const upload = await screen.findByRole('img', { name: 'Summer' });
    expect(upload).toHaveAttribute('src', 'https://img2.cdn.test/uploads/summer.jpg');
    expect(upload).not.toHaveAttribute('srcset');
  });
});
