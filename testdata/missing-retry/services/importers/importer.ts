export abstract class Importer {
  abstract importUnits(units: string[]): Promise<unknown>;
}
