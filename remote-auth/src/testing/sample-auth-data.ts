import { authDataFixture } from '@arcadia/shared/testing';

/** An `authData` as the server returns it after login or registration. */
export const sampleAuthData = authDataFixture();
