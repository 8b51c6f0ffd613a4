import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ImageUploadField } from '@/shared/form/image-upload-field';
import { addImages, IMAGE_MAX_BYTES } from '@/shared/form/images';
import { renderWithProviders } from '../../render';
import { KitForm } from './kit-form';
import { loadCentreTexts } from '@/features/centres/centre-texts';

const image = (name: string, type: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type });

let created: string[];
let revoked: string[];

beforeEach(() => {
  created = [];
  revoked = [];
  let n = 0;
  // jsdom has no object URLs: count what the field creates and gives back
  Object.assign(URL, {
    createObjectURL: vi.fn(() => {
      n += 1;
      const url = `blob:preview-${n}`;
      created.push(url);
      return url;
    }),
    revokeObjectURL: vi.fn((url: string) => revoked.push(url)),
  });
});

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function renderUpload(onSubmit = vi.fn()) {
  const view = renderWithProviders(
    <KitForm<{ images: File[] }> spec={{ schema: z.object({ images: z.array(z.file()) }) }} defaultValues={{ images: [] }} onSubmit={onSubmit}>
      <ImageUploadField name="images" label="Proof" />
    </KitForm>,
  );
  return { ...view, onSubmit };
}

// the member centre's pages are drawn here without the centre, whose page loaders wait for its texts (`centre`)
beforeAll(() => loadCentreTexts());

describe('choosing images', () => {
  it('png and jpg only, at most 5 MB each, at most 3 (the first refusal is said)', () => {
    const small = image('a.png', 'image/png');
    expect(addImages([], [small, image('b.gif', 'image/gif')]).problem).toEqual({ key: 'form.images.wrongType' });
    expect(addImages([], [image('big.jpg', 'image/jpeg', IMAGE_MAX_BYTES + 1)]).problem).toEqual({ key: 'form.images.tooLarge', params: { max: 5 } });
    const four = addImages([], [small, image('b.jpg', 'image/jpeg'), image('c.jpeg', 'image/jpeg'), image('d.png', 'image/png')]);
    expect(four.files.map((f) => f.name)).toEqual(['a.png', 'b.jpg', 'c.jpeg']);
    expect(four.problem).toEqual({ key: 'form.images.tooMany', params: { max: 3 } });
    // a file without a type is judged by its name
    expect(addImages([], [image('photo.JPG', '')]).problem).toBeNull();
  });
});

describe('the image upload field', () => {
  it('refuses a file that is not png or jpg, one over 5 MB and a fourth image, in the words of the spec', async () => {
    renderUpload();
    // `accept` only filters the browser's list: a player can still pick "all files"
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText(/^Add images/);
    expect(input).toHaveAccessibleDescription('PNG or JPG, up to 5MB each, at most 3 images');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');

    await user.upload(input, image('notes.pdf', 'application/pdf'));
    expect(await screen.findByText('Only PNG or JPG images can be uploaded')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.upload(input, image('huge.png', 'image/png', IMAGE_MAX_BYTES + 1));
    expect(await screen.findByText('Image too large (5MB)')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();

    await user.upload(input, [image('1.png', 'image/png'), image('2.jpg', 'image/jpeg')]);
    expect(await screen.findAllByRole('img')).toHaveLength(2);
    // an accepted choice takes the refusal away
    expect(screen.queryByText('Image too large (5MB)')).toBeNull();
    await user.upload(input, [image('3.jpg', 'image/jpeg'), image('4.jpg', 'image/jpeg')]);
    expect(await screen.findByText('Too many images (at most 3)')).toBeInTheDocument();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['1.png', '2.jpg', '3.jpg']);
    expect(screen.getByText('Add images (3/3)')).toBeInTheDocument();
    expect(input).toBeDisabled();
  });

  it('shows each image from an object URL, revoked when the image is removed or the field goes', async () => {
    const { user, unmount, onSubmit } = renderUpload();
    const input = await screen.findByLabelText(/^Add images/);
    await user.upload(input, [image('1.png', 'image/png'), image('2.jpg', 'image/jpeg')]);
    const previews = await screen.findAllByRole('img');
    expect(previews.map((img) => img.getAttribute('src'))).toEqual(expect.arrayContaining([expect.stringMatching(/^blob:preview-/)]));
    const list = screen.getByRole('list', { name: /^Proof/ });
    const firstUrl = within(list).getByRole('img', { name: '1.png' }).getAttribute('src')!;
    await user.click(within(list).getByRole('button', { name: 'Remove 1.png' }));
    expect(within(list).queryByRole('img', { name: '1.png' })).toBeNull();
    expect(revoked).toContain(firstUrl);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect((onSubmit.mock.calls[0]![0] as { images: File[] }).images.map((f) => f.name)).toEqual(['2.jpg']);
    const secondUrl = within(list).getByRole('img', { name: '2.jpg' }).getAttribute('src')!;
    unmount();
    expect(revoked).toContain(secondUrl);
    // every URL made was given back
    expect(new Set(revoked)).toEqual(new Set(created));
  });
});
