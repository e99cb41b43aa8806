export { productName } from './catalog';
