/** What a file is by its bytes, the dimensions its header declares, and how many re-encodings run at once. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import sharp from 'sharp';
import { declaredDimensions, MAX_CONCURRENT_ENCODINGS, prepareDocument, withEncodingSlot } from './document-files.js';
import { pngHeaderOnly, sampleJpeg } from './kyc.test-kit.js';

describe('declaredDimensions', () => {
  test('reads a PNG header and a JPEG frame header, with or without the image data after them', async () => {
    assert.deepEqual(declaredDimensions(pngHeaderOnly(100_000, 100_000), 'image/png'), { width: 100_000, height: 100_000 });
    const jpeg = await sampleJpeg({ gps: true, width: 300, height: 200 });
    assert.deepEqual(declaredDimensions(jpeg, 'image/jpeg'), { width: 300, height: 200 }, 'past the EXIF segment');
    const startOfScan = jpeg.indexOf(Buffer.from([0xff, 0xda]));
    assert.deepEqual(declaredDimensions(jpeg.subarray(0, startOfScan), 'image/jpeg'), { width: 300, height: 200 }, 'no image data');
  });

  test('a header cut short declares nothing', async () => {
    assert.equal(declaredDimensions(pngHeaderOnly(10, 10).subarray(0, 20), 'image/png'), null);
    assert.equal(declaredDimensions((await sampleJpeg()).subarray(0, 30), 'image/jpeg'), null);
    assert.equal(declaredDimensions(Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg'), null);
  });
});

describe('prepareDocument', () => {
  test('an image whose header declares more than 40 megapixels is refused for its pixels before it is decoded, with or without its data', async () => {
    assert.deepEqual(await prepareDocument(pngHeaderOnly(100_000, 100_000)), { ok: false, problem: 'pixels' });
    assert.deepEqual(await prepareDocument(pngHeaderOnly(8000, 6000)), { ok: false, problem: 'pixels' });
    const huge = await sharp({ create: { width: 9000, height: 5000, channels: 3, background: '#888' } }).jpeg({ quality: 5 }).toBuffer();
    const startOfScan = huge.indexOf(Buffer.from([0xff, 0xda]));
    assert.deepEqual(await prepareDocument(huge.subarray(0, startOfScan)), { ok: false, problem: 'pixels' });
  });

  test('an image within the limit whose data is missing or cut is refused as of another type', async () => {
    assert.deepEqual(await prepareDocument(pngHeaderOnly(100, 100)), { ok: false, problem: 'type' });
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#345' } }).png().toBuffer();
    assert.deepEqual(await prepareDocument(png.subarray(0, Math.floor(png.length / 2))), { ok: false, problem: 'type' });
  });
});

describe('withEncodingSlot', () => {
  test(`runs at most ${MAX_CONCURRENT_ENCODINGS} re-encodings at once; the others wait their turn and all finish, even after a failure`, async () => {
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const work = (n: number) =>
      withEncodingSlot(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 10));
        running -= 1;
        order.push(n);
        if (n === 1) throw new Error('a broken image');
        return n;
      });
    const results = await Promise.allSettled(Array.from({ length: 7 }, (_, n) => work(n)));
    assert.equal(most, MAX_CONCURRENT_ENCODINGS);
    assert.deepEqual(results.map((r) => r.status), ['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    assert.deepEqual(order, [0, 1, 2, 3, 4, 5, 6], 'in the order they came');
    assert.equal(await withEncodingSlot(async () => 'free again'), 'free again');
  });
});
