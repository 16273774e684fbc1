import express, { type Request } from 'express';
import { requestClientKey } from '../lib/clientKey.ts';
import { logger } from '../lib/logger.ts';
import { abortError, sendUntilIdle, StreamTimeoutError } from '../services/video/streams.ts';
import type { VideoService } from '../services/video/videoService.ts';

/** The per-client key of the limits: the caller's address (see TRUST_PROXY in config.ts). */
const caller = (req: Request) => ({ client: requestClientKey(req) });

/** GET /api/youtube/info and /api/youtube/download (spec section 7): thin over the video service. */
export function createVideoRouter(video: VideoService) {
  const router = express.Router();

  router.get('/youtube/info', async (req, res) => {
    res.json(await video.info(req.query.url, caller(req)));
  });

  // A HEAD would have to fetch and convert the whole video to answer; it is not offered.
  router.head('/youtube/download', (_req, res) => {
    res.status(405).set('Allow', 'GET').end();
  });

  router.get('/youtube/download', async (req, res) => {
    const controller = new AbortController();
    // 'close' before the response finished: the client went away. Stop the source and ffmpeg.
    res.on('close', () => {
      if (!res.writableFinished) controller.abort(abortError());
    });
    const { url, format, quality } = req.query;
    let download;
    try {
      download = await video.download(
        { url, format, quality },
        { ...caller(req), signal: controller.signal },
      );
    } catch (error) {
      if (controller.signal.aborted) return; // nobody is listening any more
      throw error;
    }
    if (controller.signal.aborted) {
      download.stream.destroy();
      return;
    }
    res.status(200).set({
      'Content-Type': download.contentType,
      'Content-Disposition': download.contentDisposition,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    try {
      // A client that stops reading must not hold a converter (or the source) for ever.
      await sendUntilIdle(download.stream, res, {
        idleMs: video.idleTimeoutMs,
        signal: controller.signal,
      });
    } catch (error) {
      // Headers are sent: the only honest signal left is an incomplete response.
      res.destroy();
      if (!controller.signal.aborted) {
        logger.warn(
          error instanceof StreamTimeoutError
            ? 'Video download ended: the client stopped reading'
            : 'Video download stopped',
          {
            format: download.extension,
            error: error instanceof Error ? error.message : String(error),
          },
        );
      }
    }
  });

  // Errors, with Retry-After for 429 and 503, are answered by rest/errors.ts.
  return router;
}
