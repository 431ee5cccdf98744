import SwiftUI

enum MapLayer: String, CaseIterable, Identifiable {
    case topo, satellite, hybrid

    var id: Self { self }

    var title: LocalizedStringKey {
        switch self {
        case .topo: "map.layer.topo"
        case .satellite: "map.layer.satellite"
        case .hybrid: "map.layer.hybrid"
        }
    }

    var icon: String {
        switch self {
        case .topo: "map"
        case .satellite: "globe.europe.africa"
        case .hybrid: "square.2.layers.3d"
        }
    }
}

struct MapLayersView: View {
    @State private var layer = MapLayer.topo
    @State private var difficulty = 0
    @State private var tiles = 0

    private let difficulties = [L10n.Difficulty.easy, L10n.Difficulty.moderate, L10n.Difficulty.strenuous]

    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                layerPicker
                    .pickerStyle(.segmented)
                Picker("map.difficulty", selection: $difficulty) {
                    ForEach(Array(difficulties.enumerated()), id: \.offset) { index, title in
                        Text(title).tag(index)
                    }
                }
                .pickerStyle(.segmented)
                #if DEBUG
                Picker("Tile server", selection: $tiles) {
                    Text(verbatim: "OpenTopoMap").tag(0)
                    Text(verbatim: "Thunderforest Outdoors (staging)").tag(1)
                }
                .pickerStyle(.segmented)
                #endif
                Spacer()
            }
            .padding(.horizontal)
            .navigationTitle("map.title")
        }
    }

    private var layerPicker: some View {
        Picker("map.layer", selection: $layer) {
            ForEach(MapLayer.allCases) { layer in
                Label(layer.title, systemImage: layer.icon).tag(layer)
            }
        }
    }
}

struct MapLayersView_Previews: PreviewProvider {
    static var previews: some View {
        MapLayersView()
        PreviewLegend()
    }
}

/// Only the preview shows this legend.
struct PreviewLegend: View {
    @State private var unit = 0

    var body: some View {
        Picker("Legend", selection: $unit) {
            Text("legend.contours").tag(0)
            Text("legend.shading").tag(1)
        }
        .pickerStyle(.segmented)
    }
}
