/** The dictionaries module's public face. */
export { dictRoutes } from './routes';
export { createDictService, DICT_MESSAGES, type DictService } from './service';
