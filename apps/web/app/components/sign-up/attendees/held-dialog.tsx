import type { TAttendee, TCallResponse } from '@huitang/contracts';
import { Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiData } from '../../../state/use-api-data';
import { createdColumn } from '../columns';

export type TUsage = TCallResponse<'/meeting/auth/meeting/register/lock/list'>[number];

/** Who holds places of a type in unpaid orders that have not expired yet (register/lock/userList). */
export function HeldDialog({ usage, onClose }: { usage: TUsage | null; onClose: () => void }) {
  const { t } = useTranslation();
  const rows = useApiData(
    '/meeting/auth/meeting/register/lock/userList',
    usage && { typeId: usage.typeId },
  ).data;
  return (
    <Modal
      open={usage !== null}
      title={t('signUp.summary.heldTitle', { type: usage?.typeName ?? '' })}
      width={720}
      footer={null}
      onCancel={onClose}
    >
      <Table<TAttendee>
        rowKey="id"
        loading={rows === null}
        dataSource={rows ?? []}
        pagination={false}
        columns={[
          { title: t('signUp.signup.name'), dataIndex: 'name' },
          { title: t('signUp.signup.mobile'), dataIndex: 'mobile' },
          { title: t('signUp.order.orderNo'), dataIndex: 'orderNo' },
          createdColumn(t('signUp.signup.created')),
        ]}
      />
    </Modal>
  );
}
