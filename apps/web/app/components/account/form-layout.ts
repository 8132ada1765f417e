import type { FormProps } from 'antd';

/** The label-beside-field layout of every personal-centre and management form. */
export const centreForm = {
  layout: 'horizontal',
  labelCol: { flex: '130px' },
  wrapperCol: { flex: '480px' },
  size: 'middle',
} as const satisfies FormProps;
