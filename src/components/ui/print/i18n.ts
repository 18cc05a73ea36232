/** Strings of the printed sheets shared by several screens: carton labels and pick lists (ui.print). */

export const en = {
  ui: {
    print: {
      cartonLabels: 'Print carton labels',
      cartonLabelsTitle: 'Carton labels {{docNo}} ({{count}})',
      pickList: 'Print pick list',
      pickListTitle: 'Pick list {{docNo}}',
      carton: {
        order: 'Order',
        product: 'Product',
        owner: 'Owner',
        location: 'Location',
        sequence: 'Carton {{sequence}} of {{count}}',
      },
      pick: {
        heading: 'Pick list',
        warehouse: 'Warehouse',
        owner: 'Owner',
        shipTo: 'Ship to',
        order: 'Order',
        created: 'Created',
        page: 'Page {{page}} / {{pages}}',
        location: 'Location',
        product: 'Product',
        carton: 'Carton',
        quantity: 'Qty',
        picked: 'Picked',
        total: 'Total {{lines}} lines, {{quantity}} units',
        picker: 'Picker: ____________',
        checker: 'Checked by: ____________',
      },
    },
  },
};

export const zh: typeof en = {
  ui: {
    print: {
      cartonLabels: '打印包件标签',
      cartonLabelsTitle: '包件标签 {{docNo}}（{{count}} 张）',
      pickList: '打印拣货单',
      pickListTitle: '拣货单 {{docNo}}',
      carton: {
        order: '订单',
        product: '产品',
        owner: '货主',
        location: '库位',
        sequence: '第 {{sequence}} / {{count}} 件',
      },
      pick: {
        heading: '拣货单',
        warehouse: '仓库',
        owner: '货主',
        shipTo: '发往',
        order: '订单',
        created: '创建时间',
        page: '第 {{page}} / {{pages}} 页',
        location: '库位',
        product: '产品',
        carton: '包件',
        quantity: '数量',
        picked: '已拣',
        total: '共 {{lines}} 行，{{quantity}} 件',
        picker: '拣货人：____________',
        checker: '复核人：____________',
      },
    },
  },
};
