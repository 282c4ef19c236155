import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { networkOf } from './network.js';

describe('networkOf', () => {
  test('an IPv4 address is its own network', () => {
    assert.equal(networkOf('203.0.113.7'), '203.0.113.7');
    assert.notEqual(networkOf('203.0.113.7'), networkOf('203.0.113.8'));
  });

  test('every address of one IPv6 /64 is one network, whatever its spelling', () => {
    const net = '2001:0db8:0000:0001::/64';
    assert.equal(networkOf('2001:db8:0:1::1'), net);
    assert.equal(networkOf('2001:db8:0:1:ffff:ffff:ffff:ffff'), net);
    assert.equal(networkOf('2001:DB8::1:0:0:0:42'), net);
    assert.equal(networkOf('2001:0db8:0000:0001:0000:0000:0000:0001'), net);
    assert.equal(networkOf('2001:db8:0:1::7%eth0'), net, 'a zone index is dropped');
    assert.equal(networkOf('2001:db8:0:2::1'), '2001:0db8:0000:0002::/64', 'the next /64 is another network');
    assert.equal(networkOf('::1'), '0000:0000:0000:0000::/64');
    assert.equal(networkOf('fe80::1'), 'fe80:0000:0000:0000::/64');
  });

  test('an IPv4-mapped IPv6 address is the IPv4 address, in dotted or hex form', () => {
    assert.equal(networkOf('::ffff:1.2.3.4'), '1.2.3.4');
    assert.equal(networkOf('::FFFF:1.2.3.4'), '1.2.3.4');
    assert.equal(networkOf('::ffff:0102:0304'), '1.2.3.4');
    assert.equal(networkOf('0:0:0:0:0:ffff:c000:0280'), '192.0.2.128');
    // Not mapped: a dotted tail after another prefix is an ordinary IPv6 address.
    assert.equal(networkOf('64:ff9b::1.2.3.4'), '0064:ff9b:0000:0000::/64');
  });

  test('anything that is not an address is still one stable key', () => {
    assert.equal(networkOf(''), '');
    assert.equal(networkOf(' Unknown '), 'unknown');
    assert.equal(networkOf('1.2.3.999'), '1.2.3.999');
  });
});
