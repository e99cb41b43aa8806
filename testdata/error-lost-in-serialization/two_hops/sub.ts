import { Base } from './base';
export class Sub extends Base {}
