import { beforeEach, describe, expect, it } from 'vitest';
import { onHost, pickHost, resetHostPicks } from '@/shared/lib/cdn';

beforeEach(() => resetHostPicks());

describe('random image and launch hosts (spec section 7)', () => {
  it('an empty list means this origin: the path stays as it is', () => {
    expect(pickHost([])).toBeNull();
    expect(onHost('/media/games/A-1.svg', [])).toBe('/media/games/A-1.svg');
  });

  it('picks one host at random, then keeps it for the page load', () => {
    const hosts = ['https://img1.test', 'https://img2.test/', 'https://img3.test'];
    expect(pickHost(hosts, () => 0.5)).toBe('https://img2.test/');
    // later calls draw nothing new: the same host, whatever the random source says
    expect(pickHost(hosts, () => 0)).toBe('https://img2.test/');
    expect(pickHost(hosts, () => 0.99)).toBe('https://img2.test/');
    expect(onHost('/media/banners/1.svg', hosts)).toBe('https://img2.test/media/banners/1.svg');
    // a new page load (reset) draws again
    resetHostPicks();
    expect(pickHost(hosts, () => 0.99)).toBe('https://img3.test');
    expect(pickHost(hosts, () => 0)).toBe('https://img3.test');
  });

  it('uses every host of the list over many page loads', () => {
    const hosts = ['https://a.test', 'https://b.test', 'https://c.test'];
    const seen = new Set<string | null>();
    for (let i = 0; i < 200; i += 1) {
      resetHostPicks();
      seen.add(pickHost(hosts));
    }
    expect(seen).toEqual(new Set(hosts));
  });

  it('leaves absolute and protocol-relative URLs alone', () => {
    const hosts = ['https://img1.test'];
    expect(onHost('https://elsewhere.test/a.png', hosts)).toBe('https://elsewhere.test/a.png');
    expect(onHost('//elsewhere.test/a.png', hosts)).toBe('//elsewhere.test/a.png');
    expect(onHost('data:image/png;base64,AA', hosts)).toBe('data:image/png;base64,AA');
  });
});
