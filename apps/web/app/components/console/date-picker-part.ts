// The real date picker, its own chunk: LazyDatePicker loads it when a picker is first pointed at or focused.
export { DatePicker } from 'antd';
