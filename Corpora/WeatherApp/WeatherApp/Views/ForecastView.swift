import SwiftUI

enum MapLayer: String, CaseIterable, Identifiable {
    case standard, satellite

    var id: Self { self }

    var title: LocalizedStringKey {
        switch self {
        case .standard: return "map.layer.standard"
        case .satellite: return "map.layer.satellite"
        }
    }
}

struct ForecastView: View {
    @State private var range = 0
    @State private var layer = MapLayer.standard
    @State private var display = 0

    var body: some View {
        VStack(spacing: 12) {
            Picker("Range", selection: $range) {
                Text("forecast.hourly").tag(0)
                Text("forecast.daily").tag(1)
                Text("forecast.tenDay").tag(2)
            }
            .pickerStyle(.segmented)

            Picker("Map", selection: $layer) {
                ForEach(MapLayer.allCases) { layer in
                    Text(layer.title).tag(layer)
                }
            }
            .pickerStyle(SegmentedPickerStyle())

            Picker(selection: $display) {
                Image(systemName: "list.bullet").tag(0)
                Image(systemName: "chart.xyaxis.line")
                    .accessibilityLabel("Chart")
                    .tag(1)
            } label: {
                Text("Display")
            }
            .pickerStyle(.segmented)
            .padding(.horizontal)

            // A menu picker: not segmented, not a segmented control.
            Picker("Station", selection: $display) {
                Text("Airport").tag(0)
                Text("Harbour").tag(1)
            }
        }
    }
}
