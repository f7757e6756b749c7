export { loadVecExtension } from './loadVecExtension';
export { probeSqlite } from './probeSqlite';
