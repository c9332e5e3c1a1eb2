// Hand-written. Base class of the generated resource classes.
import type { BaseClient } from './client';

export abstract class APIResource {
  protected readonly _client: BaseClient;

  constructor(client: BaseClient) {
    this._client = client;
  }
}
