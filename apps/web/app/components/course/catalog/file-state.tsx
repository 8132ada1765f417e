import { humanSize, type TCourseFile } from '@huitang/contracts';
import { Typography } from 'antd';

/** A resource lesson's file: its name and size. */
export function FileState({ file }: { file: Pick<TCourseFile, 'fileName' | 'sizeBytes'> }) {
  return (
    <div data-testid="file-state">
      <Typography.Text type="secondary">{file.fileName}</Typography.Text>{' '}
      <Typography.Text>{humanSize(file.sizeBytes)}</Typography.Text>
    </div>
  );
}
