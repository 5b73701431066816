import { describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES, VIDEO_MAX_BYTES } from '../../domain/constants';
import { fileTooBig, fileWrongType, videoTooBig, videoWrongType } from '../../domain/messages';
import { documentProblem } from '../../machines/document-check';
import { uploadKindOf } from '../../machines/file-upload.machine';

describe('documentProblem (SPEC §5, before a byte is sent)', () => {
  it('takes documents up to 15MB', () => {
    expect(documentProblem({ name: 'a.pdf', size: FILE_MAX_BYTES, type: 'application/pdf' })).toBeNull();
    expect(documentProblem({ name: 'a.pdf', size: FILE_MAX_BYTES + 1, type: 'application/pdf' })).toBe(
      fileTooBig('a.pdf'),
    );
    expect(documentProblem({ name: 'a.docx', size: 10, type: 'application/msword' })).toBe(
      fileWrongType('a.docx'),
    );
  });

  it('takes MP4 and WEBM videos up to 1GB, with the video messages', () => {
    expect(uploadKindOf('video/mp4', '.mp4')).toBe('video');
    expect(uploadKindOf('', '.webm')).toBe('video');
    expect(documentProblem({ name: 'aula.mp4', size: VIDEO_MAX_BYTES, type: 'video/mp4' })).toBeNull();
    expect(documentProblem({ name: 'aula.webm', size: VIDEO_MAX_BYTES + 1, type: 'video/webm' })).toBe(
      videoTooBig('aula.webm'),
    );
    expect(documentProblem({ name: 'aula.mov', size: 10, type: 'video/quicktime' })).toBe(
      videoWrongType('aula.mov'),
    );
  });
});
