export default {
  bell: {
    label: 'Notifications',
    labelUnread: 'Notifications, {{unread}} unread',
  },
  heading: 'Notifications',
  markAllRead: 'Mark all read',
  filters: {
    label: 'Show notifications',
    all: 'All',
    unread: 'Unread',
  },
  lists: {
    all: 'All notifications',
    unread: 'Unread notifications',
  },
  loadFailed: 'Notifications could not be loaded.',
  empty: {
    all: 'No notifications yet',
    unread: 'No unread notifications',
  },
  unreadMark: 'Unread: ',
  fetchFailed: 'Failed to fetch notifications.',
  markAllReadFailed: 'Failed to mark notifications as read. Please try again.',
};
