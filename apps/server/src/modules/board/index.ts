/** The board module's public face: line boards on a TV and their display links. */
export { boardRoutes } from './routes';
export { BOARD_MESSAGES, type BoardService, createBoardService } from './service';
